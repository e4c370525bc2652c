import { expect, test } from '@playwright/test';

import { cmsApi, decodeEntities, seedPages, withBrand, writable } from '../support/stack';

type Section = { __component: string; id?: number } & Record<string, unknown>;
type PageEntry = { documentId: string; title: string; sections: Section[] };

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

test('publishing a changed German hero heading shows within seconds and leaves Japanese as it was', async ({
  request,
}) => {
  const german = await findPage('nft-tickets', 'de');
  const japaneseHeading = withBrand(String(seedPages('ja')['nft-tickets']!.sections[0]!.heading));
  const changed = `Neue Überschrift ${Date.now()}`;
  const update = await cmsApi(`/pages/${german.documentId}?locale=de`, {
    method: 'PUT',
    body: { data: { sections: withHeading(german.sections, changed) } },
  });
  expect(update.status).toBe(200);
  try {
    await expect
      .poll(async () => decodeEntities(await (await request.get('/de/nft-tickets')).text()), poll)
      .toContain(changed);
    // Strapi has overwritten other locales' components on publish (strapi/strapi#25802): not here.
    const japanese = await findPage('nft-tickets', 'ja');
    expect(japanese.sections[0]!.heading).toBe(seedPages('ja')['nft-tickets']!.sections[0]!.heading);
    expect(decodeEntities(await (await request.get('/ja/nft-tickets')).text())).toContain(japaneseHeading);
  } finally {
    await cmsApi(`/pages/${german.documentId}?locale=de`, {
      method: 'PUT',
      body: { data: { sections: writable(german.sections) } },
    });
  }
});

test('a hero with a link the site refuses renders without that link, and the page stays up', async ({
  request,
}) => {
  const page = await findPage('token', 'en');
  const sections = writable(page.sections) as Section[];
  const marker = `Community tokens ${Date.now()}`;
  const bad = {
    ...sections[0]!,
    heading: marker,
    primaryCta: { label: 'Run me', href: 'javascript:alert(1)' },
  };
  const update = await cmsApi(`/pages/${page.documentId}?locale=en`, {
    method: 'PUT',
    body: { data: { sections: [bad, ...sections.slice(1)] } },
  });
  expect(update.status).toBe(200);
  try {
    await expect
      .poll(async () => decodeEntities(await (await request.get('/token')).text()), poll)
      .toContain(marker);
    const response = await request.get('/token');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('Run me');
    expect(html).not.toContain('javascript:');
  } finally {
    await cmsApi(`/pages/${page.documentId}?locale=en`, {
      method: 'PUT',
      body: { data: { sections: writable(page.sections) } },
    });
  }
});

test('a page missing in a locale shows the English page with a note in the visitor’s language', async ({
  request,
}) => {
  const turkish = await findPage('founder-pass', 'tr');
  const removed = await cmsApi(`/pages/${turkish.documentId}?locale=tr`, { method: 'DELETE' });
  expect(removed.status).toBe(204);
  try {
    const englishHeading = withBrand(String(seedPages('en')['founder-pass']!.sections[0]!.heading));
    await expect
      .poll(async () => decodeEntities(await (await request.get('/tr/founder-pass')).text()), poll)
      .toContain(englishHeading);
    const html = decodeEntities(await (await request.get('/tr/founder-pass')).text());
    expect(html).toContain('role="note"');
    expect(html).toMatch(/<div lang="en">/);
    // No hreflang for a language the page is not written in.
    expect(html).not.toMatch(/hreflang="tr-TR"/i);
  } finally {
    const restored = await cmsApi(`/pages/${turkish.documentId}?locale=tr`, {
      method: 'PUT',
      body: { data: { key: 'founder-pass', title: turkish.title, sections: writable(turkish.sections) } },
    });
    expect(restored.status).toBe(200);
  }
});
