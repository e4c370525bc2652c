import { createHmac } from 'node:crypto';

import { type APIResponse, expect, test } from '@playwright/test';

import { adminPreviewUrl, cmsApi, cmsUrl, decodeEntities, writable } from '../support/stack';

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

/** The `frame-ancestors` sources of a response's policy, and whether it forbids framing outright. */
function framing(response: APIResponse) {
  const headers = response.headers();
  const directive = (headers['content-security-policy'] ?? '')
    .split(/;\s*/)
    .find((part) => part.startsWith('frame-ancestors '));
  return {
    ancestors: directive?.slice('frame-ancestors '.length),
    xFrameOptions: headers['x-frame-options'],
  };
}

test('only the CMS admin may frame a preview, and only with the build’s own draft cookie', async ({
  playwright,
  baseURL,
}) => {
  const admin = new URL(cmsUrl).origin;
  const page = await firstDocument('/pages?locale=en&filters[key][$eq]=nft');
  const link = new URL((await adminPreviewUrl('api::page.page', page.documentId, 'en')) ?? 'about:blank');
  const editor = await playwright.request.newContext({ baseURL });
  const visitor = await playwright.request.newContext({ baseURL });
  // A cookie with the right name and a made-up value: Next's draft mode ignores it, and so does framing.
  const forger = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: '__prerender_bypass=0123456789abcdef0123456789abcdef' },
  });
  try {
    const opened = await editor.get(link.pathname + link.search, { maxRedirects: 0 });
    expect(opened.status()).toBe(307);
    expect(opened.headers()['set-cookie']).toMatch(/__prerender_bypass=[0-9a-f]+/);

    const preview = await editor.get('/nft');
    expect(preview.status()).toBe(200);
    expect(framing(preview)).toEqual({ ancestors: admin, xFrameOptions: undefined });
    // The site's other answers keep refusing to be framed, draft cookie or not.
    expect(framing(await editor.get('/api/config')).ancestors).toBe("'none'");

    expect(framing(await visitor.get('/nft'))).toEqual({ ancestors: "'none'", xFrameOptions: 'DENY' });
    const forged = await forger.get('/nft');
    expect(forged.status()).toBe(200);
    expect(framing(forged).ancestors).toBe("'none'");
    expect(decodeEntities(await forged.text())).not.toContain('data-testid="exit-preview"');

    // A refused link is shown in the admin's pane too: framed by the admin, never kept, no draft mode.
    const refused = await visitor.get(`${link.pathname}?${link.searchParams}&locale=de`, { maxRedirects: 0 });
    expect(refused.status()).toBe(401);
    expect(framing(refused)).toEqual({ ancestors: admin, xFrameOptions: undefined });
    expect(await refused.text()).toMatch(/expired or was changed/);
  } finally {
    await Promise.all([editor.dispose(), visitor.dispose(), forger.dispose()]);
  }
});

test('a post never published previews through its link, and is nowhere for anyone else', async ({
  playwright,
  baseURL,
  request,
}) => {
  const slug = `draft-only-${Date.now()}`;
  const title = `Never published ${Date.now()}`;
  const created = await cmsApi('/blog-posts?locale=en&status=draft', {
    method: 'POST',
    body: {
      data: {
        title,
        slug,
        summary: 'A post still being written.',
        publishedOn: '2026-11-28',
        body: 'Draft text.',
      },
    },
  });
  expect(created.status).toBe(201);
  const { documentId } = created.json?.data as Document;
  const editor = await playwright.request.newContext({ baseURL });
  const forger = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: '__prerender_bypass=0123456789abcdef0123456789abcdef' },
  });
  try {
    const link = new URL(
      (await adminPreviewUrl('api::blog-post.blog-post', documentId, 'en')) ?? 'about:blank',
    );
    const opened = await editor.get(link.pathname + link.search, { maxRedirects: 0 });
    expect(opened.status()).toBe(307);
    expect(opened.headers().location).toBe(`/blog/${slug}`);
    const preview = await editor.get(`/blog/${slug}`);
    expect(preview.status()).toBe(200);
    expect(preview.headers()['cache-control']).toMatch(/private|no-store/);
    expect(decodeEntities(await preview.text())).toContain(title);

    // Visitors, before and after the preview: a 404, and the post in no list, feed or sitemap.
    for (const client of [request, forger]) {
      const page = await client.get(`/blog/${slug}`);
      expect(page.status()).toBe(404);
      expect(decodeEntities(await page.text())).not.toContain(title);
    }
    for (const path of ['/blog', '/sitemap.xml', '/feeds/blog/en.xml']) {
      const response = await request.get(path);
      expect(decodeEntities(await response.text()), path).not.toContain(slug);
    }
  } finally {
    await Promise.all([editor.dispose(), forger.dispose()]);
    await cmsApi(`/blog-posts/${documentId}?locale=en`, { method: 'DELETE' });
  }
});
