import type { Core, UID } from '@strapi/strapi';

import { demosBeingWritten } from '../validation/register';
import { seedPages } from './pages';
import { type Fields, readCollection, readWebsiteConfig, type SeedEntry } from './seed-files';

// Bump when the seed gains content that existing installs should receive.
const seedVersion = 2;

/**
 * First-start content: real copy for every collection and page, whole, in 14 locales. Runs once per
 * database (a stored marker), so entries an editor deletes later do not come back.
 */
export async function seedContent(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'belong-seed' });
  if (((await store.get({ key: 'version' })) as number | null) === seedVersion) return;

  const started = Date.now();
  // One transaction: all or nothing, and one commit instead of one per row (SQLite syncs the disk at each
  // commit; the seed writes thousands of rows).
  await strapi.db.transaction(async () => {
    const hubIds = await seedCollection(strapi, 'api::hub.hub', readCollection(strapi, 'hubs'));
    // The hub is linked once, in English: every other language follows (api/event/hub-for-all-locales.ts).
    await seedCollection(
      strapi,
      'api::event.event',
      readCollection(strapi, 'events'),
      (shared) => {
        const hubSlug = typeof shared.hub === 'string' ? shared.hub : null;
        const hubId = hubSlug ? hubIds.get(hubSlug) : undefined;
        return { ...shared, hub: hubId ?? null };
      },
      ['hub'],
    );
    // Demos first: posts and guides link to them (`/{slug}`), and a body's links must lead somewhere;
    // a demo may link to one written after it.
    const demos = readCollection(strapi, 'demos');
    const written = demosBeingWritten(demos.map((demo) => demo.slug));
    try {
      await seedCollection(strapi, 'api::demo.demo', demos);
    } finally {
      written();
    }
    await seedCollection(strapi, 'api::blog-post.blog-post', readCollection(strapi, 'blog-posts'));
    await seedCollection(strapi, 'api::how-to-guide.how-to-guide', readCollection(strapi, 'how-to-guides'));
    await seedPages(strapi);

    const config = strapi.documents('api::website-config.website-config');
    if (!(await config.findFirst())) {
      await config.create({ data: { ...readWebsiteConfig(strapi), ...operatorFromEnv() } as never });
    }

    await store.set({ key: 'version', value: seedVersion });
  });
  strapi.log.info(`Seeded the CMS content in ${Date.now() - started} ms`);
}

/** Creates each entry in English, then its other locales; all published. Returns slug → documentId. */
async function seedCollection(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  entries: SeedEntry[],
  mapShared: (shared: Fields) => Fields = (shared) => shared,
  englishOnly: string[] = [],
): Promise<Map<string, string>> {
  const documents = strapi.documents(uid);
  const ids = new Map<string, string>();
  for (const entry of entries) {
    const existing = await documents.findFirst({
      filters: { slug: entry.slug },
      locale: 'en',
      status: 'draft',
    });
    if (existing) {
      ids.set(entry.slug, existing.documentId);
      continue;
    }
    const shared = { ...mapShared(entry.shared), slug: entry.slug };
    const { en, ...translations } = entry.locales;
    const created = await documents.create({
      locale: 'en',
      status: 'published',
      data: { ...shared, ...en } as never,
    });
    const sharedInTranslations = Object.fromEntries(
      Object.entries(shared).filter(([field]) => !englishOnly.includes(field)),
    );
    for (const [locale, fields] of Object.entries(translations)) {
      await documents.update({
        documentId: created.documentId,
        locale,
        status: 'published',
        data: { ...sharedInTranslations, ...fields } as never,
      });
    }
    ids.set(entry.slug, created.documentId);
  }
  return ids;
}

/**
 * The operator's legal details for the first start: `OPERATOR_NAME`, `OPERATOR_ADDRESS` (lines separated
 * by `\n` or a real newline) and `OPERATOR_EMAIL` where set, else the seed's placeholders, which say
 * "Example" so nobody takes them for the operator's. Editors change them in the website configuration.
 */
function operatorFromEnv(): Partial<Record<'operatorName' | 'operatorAddress' | 'operatorEmail', string>> {
  const fields = {
    operatorName: process.env.OPERATOR_NAME,
    operatorAddress: process.env.OPERATOR_ADDRESS?.split('\\n').join('\n'),
    operatorEmail: process.env.OPERATOR_EMAIL,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value?.trim()));
}
