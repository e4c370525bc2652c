import type { Core } from '@strapi/strapi';

import { readPages } from './seed-files';

/**
 * Creates each page from its English version, then adds every translation; all published. A page that
 * already exists (by key) is left as the editors have it.
 */
export async function seedPages(strapi: Core.Strapi): Promise<void> {
  const documents = strapi.documents('api::page.page');
  const byLocale = readPages(strapi);
  const english = byLocale.get('en') ?? {};
  for (const [key, page] of Object.entries(english)) {
    const existing = await documents.findFirst({ filters: { key }, locale: 'en', status: 'draft' });
    if (existing) continue;
    const created = await documents.create({
      locale: 'en',
      status: 'published',
      data: { key, ...page } as never,
    });
    for (const [locale, pages] of byLocale) {
      const translation = pages[key];
      if (locale === 'en' || !translation) continue;
      await documents.update({
        documentId: created.documentId,
        locale,
        status: 'published',
        data: { key, ...translation } as never,
      });
    }
  }
}
