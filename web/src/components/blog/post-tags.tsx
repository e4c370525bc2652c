import type { Locale } from '@/i18n/locales';
import { tagHref } from '@/lib/blog/tag-href';
import type { PostTag } from '@/lib/blog/tags';
import { cn } from '@/lib/cn';

/** A post's tags in its editor's words, each a plain link to the posts that share it (works without scripts). */
export function PostTags({
  tags,
  locale,
  label,
  className = 'mt-8',
}: {
  tags: PostTag[];
  locale: Locale;
  label: string;
  className?: string;
}) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {tags.map((tag) => (
        <li key={tag.key}>
          <a
            href={tagHref(tag.key, locale)}
            className="inline-block rounded-full bg-primary-soft px-3 py-1 text-sm text-primary-strong hover:underline"
          >
            {tag.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
