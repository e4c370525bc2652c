import { CmsImage } from '@/components/cms-image';
import { cn } from '@/lib/cn';
import type { Media } from '@/lib/cms/types';

import { avatarColour, initials } from './initials';

/**
 * A host's face, or their initials in a coloured circle. Decorative: the name is always written beside
 * it, so a screen reader does not hear it twice.
 */
export function HostAvatar({
  name,
  media,
  className,
}: {
  name: string;
  media: Media | null;
  className?: string;
}) {
  const frame = cn('size-10 shrink-0 rounded-full', className);
  if (media) {
    return (
      <CmsImage
        media={{ ...media, alt: '' }}
        sizes="40px"
        className={cn(frame, 'aspect-square object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        frame,
        avatarColour(name),
        'flex items-center justify-center text-sm font-semibold text-white',
      )}
    >
      {initials(name)}
    </span>
  );
}
