/** A country's name in the visitor's language from its ISO code (`PT` → "Portugal", "ポルトガル"). */
export function regionName(code: string | null, locale: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
