import type { Locale } from '@/i18n/locales';

export const ogSize = { width: 1200, height: 630 };

/** The drawn Open Graph image of a page: `/og/{locale}{English path}.png`, `index` for the home page. */
export function ogImagePath(locale: Locale, englishPath: string): string {
  return `/og/${locale}${englishPath === '/' ? '/index' : englishPath}.png`;
}
