import type { z } from 'zod';

import { CmsImage } from '@/components/cms-image';
import { SectionShell } from '@/components/ui/section-shell';

import type { SectionProps } from '../section';
import type { logoStripSchema } from './schema';

export function LogoStripSection({ data, context }: SectionProps<z.output<typeof logoStripSchema>>) {
  return (
    <SectionShell id={context.headingId} heading={data.heading} align="center">
      <ul className="mt-8 flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
        {data.logos.map((logo) =>
          logo.image ? (
            <li key={logo.name}>
              <CmsImage
                media={{ ...logo.image, alt: logo.image.alt || logo.name }}
                sizes="160px"
                className="h-10 w-auto"
              />
            </li>
          ) : (
            <li key={logo.name} className="text-lg font-semibold tracking-tight text-muted">
              {logo.name}
            </li>
          ),
        )}
      </ul>
    </SectionShell>
  );
}
