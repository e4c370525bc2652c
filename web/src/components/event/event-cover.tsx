import { CmsImage } from '@/components/cms-image';
import type { Event } from '@/lib/cms/types';

import { GeneratedCover } from './generated-cover';

const frame = 'aspect-video w-full rounded-2xl';

/**
 * The editor's cover, cropped to one shape so the page never jumps while it loads; or, where there is
 * none, the generated one of the same size.
 */
export function EventCover({ event }: { event: Event }) {
  if (!event.cover) {
    return (
      <GeneratedCover seed={event.slug} title={event.title} caption={event.hub?.name} className={frame} />
    );
  }
  return (
    <CmsImage
      media={event.cover}
      // Phones: the content width; tablets: the 42rem column; from lg: 2/5 of the 72rem page less its gap.
      sizes="(min-width: 1152px) 430px, (min-width: 1024px) 38vw, (min-width: 704px) 672px, calc(100vw - 2rem)"
      className={`${frame} bg-surface-muted object-cover`}
      priority
    />
  );
}
