import type { Core } from '@strapi/strapi';

import { services } from '../strapi-services';

import { siteLocales } from './site-locales';

/** Creates the site's 14 content locales (English the default) where they are missing. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const service = services(strapi).locales();
  const existing = new Set((await service.find()).map((locale) => locale.code));
  for (const { code, name } of siteLocales) {
    if (!existing.has(code)) await service.create({ code, name });
  }
  await service.setDefaultLocale({ code: 'en' });
}
