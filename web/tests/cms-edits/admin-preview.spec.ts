import { expect, type FrameLocator, type Page, test } from '@playwright/test';

import { cmsApi, cmsUrl, decodeEntities, writable } from '../support/stack';

type Section = { __component: string; id?: number } & Record<string, unknown>;
type PageEntry = { documentId: string; key: string; sections: Section[] };

const adminEmail = process.env.CMS_ADMIN_EMAIL ?? '';
const adminPassword = process.env.CMS_ADMIN_PASSWORD ?? '';

async function findPage(key: string, status = 'published'): Promise<PageEntry> {
  const { json } = await cmsApi(`/pages?locale=en&status=${status}&filters[key][$eq]=${key}`);
  const entry = (json?.data as PageEntry[] | undefined)?.[0];
  if (!entry) throw new Error(`page ${key} not found in the CMS`);
  return entry;
}

/** Signs in to the admin panel as an editor does, with the first admin the test stack created. */
async function signIn(page: Page) {
  // Strapi's guided tour is for a project's first steps (it shows only in development builds anyway).
  await page.addInitScript(() =>
    localStorage.setItem('STRAPI_GUIDED_TOUR', JSON.stringify({ enabled: false, hidden: true })),
  );
  await page.goto(`${cmsUrl}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(adminEmail);
  await page.locator('input[name="password"]').fill(adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
}

/** The admin's preview page of one document's English draft, and the site as its pane frames it. */
async function previewPane(page: Page, uid: string, documentId: string): Promise<FrameLocator> {
  await page.goto(
    `${cmsUrl}/admin/content-manager/collection-types/${uid}/${documentId}/preview?plugins[i18n][locale]=en&status=draft`,
  );
  await expect(page.getByTestId('preview-iframe')).toBeVisible({ timeout: 30_000 });
  return page.frameLocator('[data-testid="preview-iframe"]');
}

// The admin is a large single-page app: signing in and opening the preview takes a while on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('the admin’s preview pane shows an edited page’s draft, and shows the next one when the admin says it saved', async ({
  page,
  request,
  baseURL,
}) => {
  const entry = await findPage('nft');
  const withHeading = (heading: string) => {
    const [hero, ...rest] = writable(entry.sections) as Section[];
    return { data: { sections: [{ ...hero, heading }, ...rest] } };
  };
  const first = `Draft in the pane ${Date.now()}`;
  const second = `Saved again ${Date.now()}`;
  const saveDraft = (heading: string) =>
    cmsApi(`/pages/${entry.documentId}?locale=en&status=draft`, {
      method: 'PUT',
      body: withHeading(heading),
    });
  expect((await saveDraft(first)).status).toBe(200);
  try {
    await signIn(page);
    const pane = await previewPane(page, 'api::page.page', entry.documentId);
    await expect(pane.getByRole('heading', { level: 1 })).toHaveText(first, { timeout: 30_000 });
    await expect(pane.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('admin-preview-pane.png') });

    // Another save: the admin posts `strapiUpdate` to the pane after each save or publish made there.
    expect((await saveDraft(second)).status).toBe(200);
    // A message from the framed page's own origin (anyone's script) changes nothing…
    await pane.locator('body').evaluate(() => window.postMessage({ type: 'strapiUpdate' }, '*'));
    await page.waitForTimeout(2000);
    await expect(pane.getByRole('heading', { level: 1 })).toHaveText(first);
    // …the admin's does: the pane renders the new draft without reloading.
    const siteOrigin = new URL(baseURL ?? '').origin;
    await page.getByTestId('preview-iframe').evaluate((frame, origin) => {
      (frame as HTMLIFrameElement).contentWindow?.postMessage({ type: 'strapiUpdate' }, origin);
    }, siteOrigin);
    await expect(pane.getByRole('heading', { level: 1 })).toHaveText(second, { timeout: 15_000 });

    // Visitors still get the published page.
    const published = decodeEntities(await (await request.get('/nft')).text());
    expect(published).not.toContain(first);
    expect(published).not.toContain(second);
  } finally {
    // Publishing the unchanged published sections again discards the draft.
    await cmsApi(`/pages/${entry.documentId}?locale=en`, {
      method: 'PUT',
      body: { data: { sections: writable(entry.sections) } },
    });
  }
});

test('a post that was never published shows in the admin’s preview pane', async ({ page, request }) => {
  const slug = `pane-draft-${Date.now()}`;
  const title = `Only in the pane ${Date.now()}`;
  const created = await cmsApi('/blog-posts?locale=en&status=draft', {
    method: 'POST',
    body: { data: { title, slug, summary: 'Not published yet.', publishedOn: '2026-11-28', body: 'Draft.' } },
  });
  expect(created.status).toBe(201);
  const { documentId } = created.json?.data as { documentId: string };
  try {
    await signIn(page);
    const pane = await previewPane(page, 'api::blog-post.blog-post', documentId);
    await expect(pane.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 });
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  } finally {
    await cmsApi(`/blog-posts/${documentId}?locale=en`, { method: 'DELETE' });
  }
});

test('the admin refuses a page key the site has no address for, naming the valid ones', async ({ page }) => {
  await signIn(page);
  await page.goto(
    `${cmsUrl}/admin/content-manager/collection-types/api::page.page/create?plugins[i18n][locale]=en`,
  );
  await page.locator('input[name="key"]').fill('partners');
  await page.locator('input[name="title"]').fill('Partners');
  await page.locator('textarea[name="description"]').fill('Who we work with.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/"partners" is not a page of the site/).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(/home \(\/\), app \(\/app\)/).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('admin-unknown-key.png') });
  const { json } = await cmsApi('/pages?locale=en&status=draft&filters[key][$eq]=partners');
  expect(json?.data).toEqual([]);
});

test('route pages keep their key and their English version; demos keep off the site’s addresses', async ({
  request,
}) => {
  type Refusal = { error?: { status?: number; name?: string; message?: string } };
  const refusal = (answer: { status: number; json: unknown }) => ({
    status: answer.status,
    message: (answer.json as Refusal | null)?.error?.message ?? '',
  });
  const home = await findPage('home');

  expect(
    refusal(
      await cmsApi('/pages?locale=en', {
        method: 'POST',
        body: { data: { key: 'partners', title: 'Partners', description: 'Who we work with.' } },
      }),
    ),
  ).toMatchObject({ status: 400, message: expect.stringMatching(/^"partners" is not a page of the site/) });
  expect(
    refusal(
      await cmsApi('/pages?locale=en', {
        method: 'POST',
        body: { data: { key: 'pricing', title: 'Pricing 2', description: 'Another pricing page.' } },
      }),
    ),
  ).toMatchObject({
    status: 400,
    message: expect.stringMatching(/^The pricing page \(\/pricing\) already exists/),
  });
  expect(
    refusal(
      await cmsApi(`/pages/${home.documentId}?locale=en`, {
        method: 'PUT',
        body: { data: { key: 'start' } },
      }),
    ),
  ).toMatchObject({
    status: 400,
    message: expect.stringMatching(/^The key of the home page \(\/\) cannot change/),
  });
  expect(refusal(await cmsApi(`/pages/${home.documentId}?locale=en`, { method: 'DELETE' }))).toMatchObject({
    status: 400,
    message: expect.stringMatching(/^The home page \(\/\) cannot be deleted in English/),
  });
  expect(refusal(await cmsApi(`/pages/${home.documentId}`, { method: 'DELETE' }))).toMatchObject({
    status: 400,
  });
  expect((await findPage('home')).key).toBe('home');
  expect((await request.get('/')).status()).toBe(200);

  expect(
    refusal(
      await cmsApi('/demos?locale=en', {
        method: 'POST',
        body: { data: { title: 'Pricing demo', slug: 'pricing', summary: 'Shadowed by the pricing page.' } },
      }),
    ),
  ).toMatchObject({
    status: 400,
    message: expect.stringMatching(/^"pricing" is already an address of the site/),
  });
});
