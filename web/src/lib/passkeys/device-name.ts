/**
 * A first name for a new passkey, from the browser that makes it ("Chrome", "Android"), so the list
 * tells two passkeys apart before their owner renames them. Proper names only; the sentence around
 * them is translated (`Passkeys.defaultName`). Unknown parts come back as null.
 */
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

// Order matters: Edge and Samsung Internet also say "Chrome", and Chrome also says "Safari".
const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const first = (list: [RegExp, string][], userAgent: string) =>
  list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

export function deviceParts(userAgent: string): { browser: string | null; system: string | null } {
  return { browser: first(browsers, userAgent), system: first(systems, userAgent) };
}
