import legacyNames from './legacy-tag-names.json';

/** The most tags a post carries, and the longest label (the `blog.tag` schema says the same). */
export const maxTags = 12;
export const maxLabelLength = 40;

/** A label as stored: single spaces, none at either end. */
export const tidyLabel = (text: string): string => text.replace(/\s+/gu, ' ').trim();

/** A key no table names, as words: `paid-content` → "Paid content". */
const keyAsWords = (key: string): string => {
  const words = tidyLabel(key.replace(/[-_]+/g, ' '));
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const names: Record<string, Record<string, string> | undefined> = legacyNames;

/**
 * The labels an old post's JSON `tags` (keys like `["events", "nft-tickets"]`, the same in every
 * language) become in one language: the words the site showed for each key there (the table is the
 * site's `BlogTags.names` messages as they were when tags moved), else the key as words. Anything but a
 * list of strings carries no tags, as the site showed none for it.
 */
export function labelsFromLegacyTags(value: unknown, locale: string): string[] {
  if (!Array.isArray(value)) return [];
  const labels = value
    .filter((key): key is string => typeof key === 'string')
    .map((key) => tidyLabel(names[locale]?.[key] ?? names.en?.[key] ?? keyAsWords(key)))
    .map((label) => label.slice(0, maxLabelLength).trim())
    .filter((label) => label !== '');
  return [...new Set(labels)].slice(0, maxTags);
}
