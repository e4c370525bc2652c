import type en from '../../../messages/en.json';

export type KnownTag = keyof (typeof en)['BlogTags']['names'];

/** The blog's tags the messages name in every language (`BlogTags.names`); others are shown as words. */
export function isKnownTag(tag: string, names: Record<KnownTag, string>): tag is KnownTag {
  return Object.hasOwn(names, tag);
}

/** A tag no message names yet, as words: `paid-content` → "Paid content". */
export function tagAsWords(tag: string): string {
  const words = tag.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}

/** A tag from a URL (`/blog?tag=…`): one short slug, or nothing. */
export function tagFromQuery(value: string | string[] | undefined): string | null {
  const tag = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
  return tag && /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,63}$/u.test(tag) ? tag : null;
}
