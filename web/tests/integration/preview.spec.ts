import { expect, test } from '@playwright/test';

import { adminPreviewUrl, cmsApi, decodeEntities, writable } from '../support/stack';

const secret = process.env.PREVIEW_SECRET ?? '';

type PageEntry = { documentId: string; sections: ({ id?: number } & Record<string, unknown>)[] };

test('the preview route refuses a wrong or missing secret and is never cacheable', async ({ request }) => {
  const page = await cmsApi('/pages?locale=en&filters[key][$eq]=nft');
  const documentId = (page.json?.data as PageEntry[])[0]!.documentId;
  for (const query of [
    `secret=wrong-secret-wrong-secret&type=api::page.page&documentId=${documentId}&locale=en`,
    `type=api::page.page&documentId=${documentId}`,
    `secret=${secret}&type=api::nothing.nothing&documentId=${documentId}`,
  ]) {
    const response = await request.get(`/api/preview?${query}`, { maxRedirects: 0 });
    expect([400, 401], query).toContain(response.status());
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass');
  }
});

test('a draft is visible through the preview link and nowhere else', async ({ browser, request }) => {
  const { json } = await cmsApi('/pages?locale=en&filters[key][$eq]=nft');
  const entry = (json?.data as PageEntry[])[0]!;
  const draftHeading = `Draft heading ${Date.now()}`;
  const [hero, ...rest] = writable(entry.sections) as Record<string, unknown>[];
  const saved = await cmsApi(`/pages/${entry.documentId}?locale=en&status=draft`, {
    method: 'PUT',
    body: { data: { sections: [{ ...hero, heading: draftHeading }, ...rest] } },
  });
  expect(saved.status).toBe(200);

  const editor = await browser.newContext();
  try {
    // Everyone else: the published page, also after the draft was saved.
    expect(decodeEntities(await (await request.get('/nft')).text())).not.toContain(draftHeading);

    const page = await editor.newPage();
    const answer = await page.goto(
      `/api/preview?secret=${encodeURIComponent(secret)}&type=api::page.page&documentId=${entry.documentId}&locale=en`,
    );
    expect(new URL(page.url()).pathname).toBe('/nft');
    expect(answer?.headers()['cache-control']).toMatch(/private|no-store|no-cache/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftHeading);
    await expect(page.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();

    // The public, shared copy still has the published heading.
    expect(decodeEntities(await (await request.get('/nft')).text())).not.toContain(draftHeading);
    // The editor's Open Graph image is drawn from the draft, so no shared cache may keep it.
    const editorImage = await page.request.get('/og/en/nft.png');
    expect(editorImage.status()).toBe(200);
    expect(editorImage.headers()['cache-control']).toBe('private, no-store');
    expect((await request.get('/og/en/nft.png')).headers()['cache-control']).toContain('public');

    await page.getByTestId('exit-preview').click();
    await expect(page).toHaveURL(/\/nft$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(draftHeading);
  } finally {
    await editor.close();
    // Publishing the unchanged published sections again discards the draft.
    const published = await cmsApi(`/pages?locale=en&status=published&filters[key][$eq]=nft`);
    const sections = writable((published.json?.data as PageEntry[])[0]!.sections);
    await cmsApi(`/pages/${entry.documentId}?locale=en`, { method: 'PUT', body: { data: { sections } } });
  }
});

type Document = { documentId: string };
const firstDocument = async (path: string) => (((await cmsApi(path)).json?.data as Document[]) ?? [])[0]!;

test('the admin offers Preview for pages and every collection with pages, not for the configuration', async ({
  request,
}) => {
  const page = await firstDocument('/pages?locale=de&filters[key][$eq]=nft');
  const pageUrl = new URL((await adminPreviewUrl('api::page.page', page.documentId, 'de')) ?? 'about:blank');
  const opened = await request.get(pageUrl.pathname + pageUrl.search, { maxRedirects: 0 });
  expect(opened.status()).toBe(307);
  expect(opened.headers().location).toBe('/de/nft');

  for (const [uid, path] of [
    ['api::blog-post.blog-post', '/blog-posts'],
    ['api::how-to-guide.how-to-guide', '/how-to-guides'],
    ['api::hub.hub', '/hubs'],
    ['api::event.event', '/events'],
    ['api::demo.demo', '/demos'],
  ] as const) {
    const entry = await firstDocument(`${path}?locale=en&pagination[pageSize]=1`);
    expect(await adminPreviewUrl(uid, entry.documentId, 'en'), uid).toContain('/api/preview?');
  }
  const config = (await cmsApi('/website-config')).json?.data as Document;
  const configUrl = await adminPreviewUrl('api::website-config.website-config', config.documentId, 'en');
  expect(configUrl).toBeUndefined();
});
