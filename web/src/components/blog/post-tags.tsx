import type { Locale } from '@/i18n/locales';
import { tagHref } from '@/lib/blog/tag-href';
import { tagLabels } from '@/lib/blog/tag-labels';

/** A post's tags as words, each a plain link to the posts that share it (works without scripts). */
export async function PostTags({ tags, locale, label }: { tags: string[]; locale: Locale; label: string }) {
  if (tags.length === 0) return null;
  const name = await tagLabels(locale);
  return (
    <ul aria-label={label} className="mt-8 flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <a
            href={tagHref(tag, locale)}
            className="inline-block rounded-full bg-primary-soft px-3 py-1 text-sm text-primary-strong hover:underline"
          >
            {name(tag)}
          </a>
        </li>
      ))}
    </ul>
  );
}
