import { getTranslations } from 'next-intl/server';

import { BrandIcon, Icon } from '@/components/icon';
import { marketingMetadata, marketingPage } from '@/components/marketing-page';
import { RemoteIcon } from '@/components/remote-icon.client';
import { TitledSection } from '@/components/titled-section';
import { type BelongIconName, belongIcons, brandIcons, type BrandIconName } from '@/lib/icons/collection';

export const generateMetadata = marketingMetadata('debugIcon', 'debug-icon');

const Intro = marketingPage('debugIcon');

// A sample of public collections, to see the Iconify API path work (and fail gracefully offline).
const publicSamples = ['mdi:calendar', 'mdi:ticket', 'mdi:map-marker', 'simple-icons:matrix'] as const;

const tile = 'flex flex-col items-center gap-2 rounded-lg border border-line p-4';

/** The `belong` collection and the brands inline from the server; `belong` and public icons in the browser. */
export default async function DebugIconPage() {
  const t = await getTranslations('DebugIcon');
  const names = Object.keys(belongIcons.icons) as BelongIconName[];
  const brands = Object.keys(brandIcons.icons) as BrandIconName[];
  return (
    <>
      <Intro />
      <TitledSection id="server-icons" title={t('server')} className="mt-8">
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {names.map((name) => (
            <li key={name} className={tile}>
              <Icon name={name} className="size-8 text-link" />
              <code className="text-sm text-fg-soft">{`belong:${name}`}</code>
            </li>
          ))}
          {brands.map((brand) => (
            <li key={brand} className={tile}>
              <BrandIcon brand={brand} className="size-8 text-link" />
              <code className="text-sm text-fg-soft">{`simple-icons:${brand}`}</code>
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection id="client-icons" title={t('client')}>
        <p className="mt-2 text-fg-soft">{t('clientText')}</p>
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
          {[...names.map((name) => `belong:${name}` as const), ...publicSamples].map((icon) => (
            <li key={icon} className={tile}>
              <RemoteIcon icon={icon} className="size-8 text-link" />
              <code className="text-sm text-fg-soft">{icon}</code>
            </li>
          ))}
        </ul>
      </TitledSection>
    </>
  );
}
