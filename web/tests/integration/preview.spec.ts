import { createHmac } from 'node:crypto';

import { type APIResponse, expect, test } from '@playwright/test';

import { adminPreviewUrl, cmsApi, decodeEntities, writable } from '../support/stack';

const secret = process.env.PREVIEW_SECRET ?? '';

type PageEntry = { documentId: string; sections: ({ id?: number } & Record<string, unknown>)[] };

/** A link as the CMS signs it (README: type, documentId, locale, expiry; HMAC-SHA256 of PREVIEW_SECRET). */
function signedLink(link: { type: string; documentId: string; locale: string; expires: number }) {
  const text = ['preview', link.type, link.documentId, link.locale, String(link.expires)].join('\n');
  const signature = createHmac('sha256', secret).update(text).digest('base64url');
  return `/api/preview?${new URLSearchParams({ ...link, expires: String(link.expires), signature })}`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function expectNoDraftMode(response: APIResponse, status: number, what: string) {
  expect(response.status(), what).toBe(status);
  expect(response.headers()['cache-control'], what).toContain('no-store');
  expect(response.headers()['set-cookie'] ?? '', what).not.toContain('__prerender_bypass');
}

test('the preview route opens only a link the CMS signed for that entry and language, within its hour', async ({
  request,
}) => {
  const en = (await cmsApi('/pages?locale=en&filters[key][$eq]=nft')).json?.data as PageEntry[];
  const other = (await cmsApi('/pages?locale=en&filters[key][$eq]=app')).json?.data as PageEntry[];
  const documentId = en[0]!.documentId;
  const type = 'api::page.page';

  // The admin's own link works (the CMS and the site sign the same text).
  const fromAdmin = new URL((await adminPreviewUrl(type, documentId, 'en')) ?? 'about:blank');
  expect(fromAdmin.searchParams.has('secret'), 'the secret stays out of the link').toBe(false);
  expect(Number(fromAdmin.searchParams.get('expires')) - Date.now() / 1000).toBeLessThanOrEqual(3600);
  const opened = await request.get(fromAdmin.pathname + fromAdmin.search, { maxRedirects: 0 });
  expect(opened.status()).toBe(307);
  expect(opened.headers()['set-cookie']).toContain('__prerender_bypass');

  const altered = (change: (params: URLSearchParams) => void) => {
    const params = new URLSearchParams(fromAdmin.search);
    change(params);
    return `/api/preview?${params}`;
  };
  for (const [what, link] of [
    ['another entry', altered((params) => params.set('documentId', other[0]!.documentId))],
    ['another language', altered((params) => params.set('locale', 'de'))],
    ['a later expiry', altered((params) => params.set('expires', String(inAnHour() + 86400)))],
    ['a changed signature', altered((params) => params.set('signature', 'A'.repeat(43)))],
    ['an expired link', signedLink({ type, documentId, locale: 'en', expires: inAnHour() - 7200 })],
  ] as const) {
    const response = await request.get(link, { maxRedirects: 0 });
    expectNoDraftMode(response, 401, what);
    expect(response.headers()['content-type'], what).toContain('text/plain');
    expect(await response.text(), what).toMatch(/expired or was changed/);
  }
  // The same signer with a live expiry opens: the expired link failed only for its time.
  expect(
    (
      await request.get(signedLink({ type, documentId, locale: 'en', expires: inAnHour() }), {
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(307);

  // The raw secret, or nothing, no longer opens draft mode.
  for (const query of [
    `secret=${encodeURIComponent(secret)}&type=${type}&documentId=${documentId}&locale=en`,
    `type=${type}&documentId=${documentId}`,
  ]) {
    expectNoDraftMode(await request.get(`/api/preview?${query}`, { maxRedirects: 0 }), 400, query);
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
    const link = new URL((await adminPreviewUrl('api::page.page', entry.documentId, 'en')) ?? 'about:blank');
    const answer = await page.goto(link.pathname + link.search);
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
