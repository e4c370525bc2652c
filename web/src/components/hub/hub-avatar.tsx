import { CmsImage } from '@/components/cms-image';
import type { Media } from '@/lib/cms/types';
import { cn } from '@/lib/cn';
import { seededHue } from '@/lib/seeded-art';

/**
 * Up to two initials: the first letter of the first two words ("Lisbon Web3 Builders" → "LW"). A name in
 * a script without capitals (Japanese, Chinese, Korean) gets its first character alone ("東").
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const lead = first(words[0]);
  if (lead.toLocaleUpperCase() === lead.toLocaleLowerCase()) return lead;
  return (lead + first(words[1])).toLocaleUpperCase();
}

/**
 * A hub's face in lists: the editor's image where the hub has one, else its initials on a colour drawn
 * from its slug (the same in every language and build). Decorative: the card names the hub in its heading.
 */
export function HubAvatar({
  slug,
  name,
  image,
  className,
}: {
  slug: string;
  name: string;
  image: Media | null;
  className?: string;
}) {
  const classes = cn('size-14 shrink-0 overflow-hidden rounded-2xl', className);
  if (image) {
    return (
      <div aria-hidden="true" className={classes}>
        <CmsImage media={{ ...image, alt: '' }} sizes="112px" className="size-full object-cover" />
      </div>
    );
  }
  const hue = seededHue(slug);
  return (
    <div
      aria-hidden="true"
      data-generated-avatar=""
      className={cn(classes, 'flex items-center justify-center text-xl font-bold text-white')}
      // Dark enough in every hue for white text well above 4.5:1.
      style={{
        backgroundImage: `linear-gradient(135deg, oklch(0.42 0.16 ${hue}), oklch(0.32 0.13 ${(hue + 40) % 360}))`,
      }}
    >
      {initialsOf(name)}
    </div>
  );
}
