import { randomBytes } from 'node:crypto';

/**
 * An event's address from its title: ASCII letters and digits, accents dropped ("Über" → "uber"). A
 * title in a script that has no such spelling (Japanese, Chinese, Korean, Cyrillic...) would lose most
 * of its words, so it gets `event-<random>` instead of a misleading fragment.
 */
const cjk = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export function slugify(title: string, maxLength = 80): string {
  const ascii = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return ascii.slice(0, maxLength).replace(/-+$/, '');
}

export const randomSuffix = () =>
  randomBytes(6)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 6) || 'x';

/** The slug to try first for a title. */
export function baseSlug(title: string): string {
  const slug = slugify(title);
  if (cjk.test(title) || slug.length < 3) return `event-${randomSuffix()}`;
  return slug;
}

/** The first of `base`, `base-2`, `base-3`… nobody uses, else `base-<random>`. */
export async function uniqueSlug(base: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let n = 1; n <= 5; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  for (;;) {
    const candidate = `${base}-${randomSuffix()}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/** Tier keys from names, unique in the event; a key the event already has is kept as it is. */
export function tierKeys(tiers: { key?: string | null; name: string }[], existing: string[]): string[] {
  const known = new Set(existing);
  const used = new Set<string>();
  const keys: (string | null)[] = tiers.map((tier) => {
    if (tier.key && known.has(tier.key) && !used.has(tier.key)) {
      used.add(tier.key);
      return tier.key;
    }
    return null;
  });
  return keys.map((key, index) => {
    if (key) return key;
    const base = slugify(tiers[index]?.name ?? '', 40) || 'tier';
    let candidate = base;
    for (let n = 2; used.has(candidate) || known.has(candidate); n++) candidate = `${base}-${n}`;
    used.add(candidate);
    return candidate;
  });
}
