/** The site's locales as Strapi names them (same codes as web/src/i18n/locales.ts). */
export const siteLocales = [
  { code: 'en', name: 'English (en)' },
  { code: 'de', name: 'German (de)' },
  { code: 'es', name: 'Spanish (es)' },
  { code: 'fr', name: 'French (fr)' },
  { code: 'id', name: 'Indonesian (id)' },
  { code: 'it', name: 'Italian (it)' },
  { code: 'ja', name: 'Japanese (ja)' },
  { code: 'ko', name: 'Korean (ko)' },
  { code: 'pl', name: 'Polish (pl)' },
  { code: 'pt', name: 'Portuguese (pt)' },
  { code: 'ru', name: 'Russian (ru)' },
  { code: 'tr', name: 'Turkish (tr)' },
  { code: 'uk', name: 'Ukrainian (uk)' },
  { code: 'zh', name: 'Chinese (zh)' },
] as const;

export type SiteLocale = (typeof siteLocales)[number]['code'];
