import type { Core } from '@strapi/strapi';

/** The brand while the website configuration has none (its schema's default, as on the site). */
const defaultSiteName = 'Belong';

/** The brand in mails: the website configuration's "Site name", the one source of it, as on the site. */
export async function currentSiteName(strapi: Core.Strapi): Promise<string> {
  const config = (await strapi.db
    .query('api::website-config.website-config')
    .findOne({ select: ['siteName'] })) as { siteName?: string | null } | null;
  return config?.siteName?.trim() || defaultSiteName;
}
