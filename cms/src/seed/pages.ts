import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Core } from '@strapi/strapi';

type PageSeed = { title: string; description: string; sections: Record<string, unknown>[] };

// One file per locale (`pages/<locale>.json`: key → page), so each language is written and reviewed alone.
const folder = join(__dirname, 'data', 'pages');

function readPages(): Map<string, Record<string, PageSeed>> {
  const byLocale = new Map<string, Record<string, PageSeed>>();
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const pages = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, PageSeed>;
    byLocale.set(file.replace(/\.json$/, ''), pages);
  }
  return byLocale;
}

/**
 * Creates each page from its English version, then adds every translation; all published. A page that
 * already exists (by key) is left as the editors have it.
 */
export async function seedPages(strapi: Core.Strapi): Promise<void> {
  const documents = strapi.documents('api::page.page');
  const byLocale = readPages();
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
