/** One tag of a post: the words its editor wrote in the post's language, and the key its link filters by. */
export type PostTag = { key: string; label: string };

const keyPattern = /^[\p{L}\p{N}][\p{L}\p{N}\p{M}_-]{0,63}$/u;

/**
 * The key of a tag's words, as `/blog?tag=…` carries it: lowercase, runs of anything but letters and
 * digits as one dash (`NFT tickets` → `nft-tickets`, `NFTチケット` → `nftチケット`); `''` when nothing is left.
 */
export function tagKey(label: string): string {
  return label
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+/, '')
    .slice(0, 64)
    .replace(/-+$/, '');
}

/**
 * A post's tags as the CMS stores them (the `blog.tag` component, in the post's language), tidied:
 * labels trimmed, tags with no words or the same key as an earlier one left out.
 */
export function postTags(stored: readonly { label: string }[] | null | undefined): PostTag[] {
  const tags = new Map<string, PostTag>();
  for (const { label } of stored ?? []) {
    const words = label.replace(/\s+/gu, ' ').trim();
    const key = tagKey(words);
    if (key !== '' && !tags.has(key)) tags.set(key, { key, label: words });
  }
  return [...tags.values()];
}

/** A key no post has, as words: `paid-content` → "Paid content". */
export function tagAsWords(tag: string): string {
  const words = tag.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}

/** A tag from a URL (`/blog?tag=…`): one key, or nothing. */
export function tagFromQuery(value: string | string[] | undefined): string | null {
  const tag = (Array.isArray(value) ? value[0] : value)?.trim().normalize('NFKC').toLowerCase();
  return tag && keyPattern.test(tag) ? tag : null;
}
