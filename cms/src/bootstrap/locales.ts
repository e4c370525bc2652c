import type { Core } from '@strapi/strapi';

import { siteLocales } from './site-locales';

/** Creates the site's 14 content locales (English the default) where they are missing. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('i18n').service('locales');
  const existing = new Set(((await service.find()) as { code: string }[]).map((locale) => locale.code));
  for (const { code, name } of siteLocales) {
    if (!existing.has(code)) await service.create({ code, name });
  }
  await service.setDefaultLocale({ code: 'en' });
}
