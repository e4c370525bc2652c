/** The 14 site languages (SPEC 3, "Locale entry"). English is the unprefixed default. */
export const localeEntries = [
  { code: 'de', tag: 'de-DE', name: 'Deutsch' },
  { code: 'en', tag: 'en-US', name: 'English' },
  { code: 'es', tag: 'es-ES', name: 'Español' },
  { code: 'fr', tag: 'fr-FR', name: 'Français' },
  { code: 'id', tag: 'id-ID', name: 'Bahasa Indonesia' },
  { code: 'it', tag: 'it-IT', name: 'Italiano' },
  { code: 'ja', tag: 'ja-JP', name: '日本語' },
  { code: 'ko', tag: 'ko-KR', name: '한국어' },
  { code: 'pl', tag: 'pl-PL', name: 'Polski' },
  { code: 'pt', tag: 'pt-PT', name: 'Português' },
  { code: 'ru', tag: 'ru-RU', name: 'Русский' },
  { code: 'tr', tag: 'tr-TR', name: 'Türkçe' },
  { code: 'uk', tag: 'uk-UA', name: 'Українська' },
  { code: 'zh', tag: 'zh-CN', name: '简体中文' },
] as const;

export type Locale = (typeof localeEntries)[number]['code'];

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
