import siteLocales from '@belong/shared/locales.json';

/** The 14 site languages (SPEC 3, "Locale entry"), shared with the CMS. English is the unprefixed default. */
export type Locale = keyof typeof siteLocales;

export const localeEntries = (Object.keys(siteLocales) as Locale[]).map((code) => ({
  code,
  tag: siteLocales[code].tag,
  name: siteLocales[code].name,
}));

export const locales: readonly Locale[] = localeEntries.map((entry) => entry.code);

export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function languageTag(locale: Locale): string {
  return localeEntries.find((entry) => entry.code === locale)?.tag ?? 'en-US';
}

// Uyghur and Urdu are written right to left; neither is offered today, but the rule lives here.
const rtlLanguages = new Set(['ug', 'ur']);

export function textDirection(locale: string): 'rtl' | 'ltr' {
  return rtlLanguages.has(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr';
}

/** Dates are shown in New York time unless an entity carries its own zone (SPEC 9). */
export const defaultTimeZone = 'America/New_York';

/** For a `[locale]` param: the proxy only ever routes the 14 locales there. */
export function asLocale(value: string): Locale {
  return isLocale(value) ? value : defaultLocale;
}
