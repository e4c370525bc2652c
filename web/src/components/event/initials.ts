// Scripts with no custom of initials: one character reads as a monogram, two as a random word.
const monogramScripts = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Up to two letters for an avatar without a picture: the first letters of the first and last word, or
 * one character for a name that starts in Chinese, Japanese or Korean script.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  if (monogramScripts.test(Array.from(first)[0] ?? '')) return Array.from(first)[0]!;
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Array.from splits by code point, so a name in any script keeps whole characters.
  const letters = [Array.from(first)[0], last ? Array.from(last)[0] : undefined];
  return letters.filter(Boolean).join('').toLocaleUpperCase();
}

// Dark enough for white letters at AA contrast in both colour modes.
const palette = [
  'bg-violet-700',
  'bg-emerald-700',
  'bg-sky-700',
  'bg-rose-700',
  'bg-amber-700',
  'bg-teal-700',
  'bg-indigo-700',
  'bg-fuchsia-700',
] as const;

/** The same name always gets the same colour, on every page and in every language. */
export function avatarColour(name: string): (typeof palette)[number] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return palette[hash % palette.length]!;
}
