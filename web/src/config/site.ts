/**
 * The brand name while the CMS has none (first start, CMS down). The name the site shows is the website
 * configuration's "Site name" (`currentSiteName()`); copy refers to it as the `{siteName}` argument.
 */
export const defaultSiteName = 'Belong';

export const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
