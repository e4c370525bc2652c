import { type APIRequestContext, expect, test } from '@playwright/test';

import { locales } from '../support/routes';
import { cmsApi, decodeEntities, messages, seedPages, withBrand, writable } from '../support/stack';

type Section = { __component: string; id?: number } & Record<string, unknown>;
type PageEntry = { documentId: string; title: string; description: string; sections: Section[] };

async function findPage(key: string, locale: string, status = 'published'): Promise<PageEntry> {
  const { json } = await cmsApi(`/pages?locale=${locale}&status=${status}&filters[key][$eq]=${key}`);
  const entry = (json?.data as PageEntry[] | undefined)?.[0];
  if (!entry) throw new Error(`page ${key} (${locale}) not found in the CMS`);
  return entry;
}

function withHeading(sections: Section[], heading: string): unknown {
  const [hero, ...rest] = writable(sections) as Section[];
  return [{ ...hero, heading }, ...rest];
}

const poll = { timeout: 15_000, intervals: [500] };

/** The page's main heading and how the cache answered: on a timeout the report shows both. */
async function heroOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1] ?? '';
  return {
    heading: decodeEntities(heading.replace(/<[^>]+>/g, '')),
    cache: response.headers()['x-nextjs-cache'],
  };
}

// Two languages the seed has translated this page into (scripts/i18n/pending.json lists the others).
const [first, second] = locales.filter((locale) => locale !== 'en' && seedPages(locale)['nft-tickets']);

test('publishing one language’s changed hero heading shows within seconds and leaves another as it was', async ({
  request,
}) => {
  expect(second, 'two translated languages').toBeTruthy();
  const edited = await findPage('nft-tickets', first!);
  const otherHeading = String(seedPages(second!)['nft-tickets']!.sections[0]!.heading);
  const changed = `Hero ${Date.now()}`;
  const update = await cmsApi(`/pages/${edited.documentId}?locale=${first}`, {
    method: 'PUT',
    body: { data: { sections: withHeading(edited.sections, changed) } },
  });
  expect(update.status).toBe(200);
  try {
    await expect
      .poll(() => heroOf(request, `/${first}/nft-tickets`), poll)
      .toMatchObject({ heading: changed });
    // Strapi has overwritten other locales' components on publish (strapi/strapi#25802): not here.
    const other = await findPage('nft-tickets', second!);
    expect(other.sections[0]!.heading).toBe(otherHeading);
    expect(decodeEntities(await (await request.get(`/${second}/nft-tickets`)).text())).toContain(
      withBrand(otherHeading),
    );
  } finally {
    await cmsApi(`/pages/${edited.documentId}?locale=${first}`, {
      method: 'PUT',
      body: { data: { sections: writable(edited.sections) } },
    });
  }
});

test('a page missing in a locale shows the English page with a note in the visitor’s language', async ({
  request,
}) => {
  const translated = await findPage('app', first!);
  const removed = await cmsApi(`/pages/${translated.documentId}?locale=${first}`, { method: 'DELETE' });
  expect(removed.status).toBe(204);
  try {
    const englishHeading = withBrand(String(seedPages('en').app!.sections[0]!.heading));
    await expect
      .poll(async () => decodeEntities(await (await request.get(`/${first}/app`)).text()), poll)
      .toContain(englishHeading);
    const html = decodeEntities(await (await request.get(`/${first}/app`)).text());
    expect(html).toContain(messages(first!).Content.fallbackNote);
    expect(html).toMatch(/<div lang="en">/);
    // No hreflang for a language the page is not written in.
    expect(html).not.toMatch(new RegExp(`<link rel="alternate" hrefLang="${first}-`));
  } finally {
    const restored = await cmsApi(`/pages/${translated.documentId}?locale=${first}`, {
      method: 'PUT',
      body: {
        data: {
          key: 'app',
          title: translated.title,
          description: translated.description,
          sections: writable(translated.sections),
        },
      },
    });
    expect(restored.status).toBe(200);
  }
});
