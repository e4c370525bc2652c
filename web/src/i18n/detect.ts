import { match } from '@formatjs/intl-localematcher';

import { defaultLocale, isLocale, type Locale, localeEntries } from './locales';

/** `de-CH,de;q=0.9,en;q=0.8` → `['de-CH', 'de', 'en']`, best first; malformed parts are skipped. */
export function parseAcceptLanguage(header: string | null): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ tag, q }) => q > 0 && /^[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*$/.test(tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** Root detection (DESIGN): the `i18n_redirected` cookie, then Accept-Language, then English. */
export function detectLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookie)) return cookie;
  const requested = parseAcceptLanguage(acceptLanguage);
  if (requested.length === 0) return defaultLocale;
  const tags = localeEntries.map((entry) => entry.tag);
  try {
    const best = match(requested, tags, 'en-US');
    return localeEntries.find((entry) => entry.tag === best)?.code ?? defaultLocale;
  } catch {
    return defaultLocale;
  }
}
