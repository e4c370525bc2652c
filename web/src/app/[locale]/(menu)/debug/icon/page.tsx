import { Icon } from '@/components/icon';
import { marketingMetadata, marketingPage } from '@/components/marketing-page';
import { type BelongIconName, belongIcons } from '@/lib/icons/collection';

export const generateMetadata = marketingMetadata('debugIcon', 'debug-icon');

const Intro = marketingPage('debugIcon');

/** The whole `belong` icon collection, rendered on the server. */
export default function DebugIconPage() {
  const names = Object.keys(belongIcons.icons) as BelongIconName[];
  return (
    <>
      <Intro />
      <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {names.map((name) => (
          <li key={name} className="flex flex-col items-center gap-2 rounded-lg border border-line p-4">
            <Icon name={name} className="size-8 text-link" />
            <code className="text-sm text-fg-soft">{`belong:${name}`}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
