import siteLocaleFacts from '@belong/shared/locales.json';

/** The site's locales (shared with the site: `packages/shared/locales.json`) as Strapi names them. */
export type SiteLocale = keyof typeof siteLocaleFacts;

export const siteLocales = (Object.keys(siteLocaleFacts) as SiteLocale[]).map((code) => ({
  code,
  name: `${siteLocaleFacts[code].english} (${code})`,
}));
