import { expect, type Page, test } from '@playwright/test';

import { adminApi, adminSignInToken, createEditor, signInToAdmin, superAdmin } from '../support/admin-panel';
import { cmsUrl } from '../support/stack';

// The admin as an editor meets it (cms/src/admin-config): fields named and explained in plain words,
// list views with the columns an editor needs, and an Editor role that sees content, not people.

// The admin panel is a large single-page app: its first screens take a while on a busy machine.
test.setTimeout(180_000);

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const list = (uid: string, locale = 'en') =>
  `${cmsUrl}/admin/content-manager/collection-types/${uid}?plugins[i18n][locale]=${locale}`;

async function columnHeaders(page: Page): Promise<string[]> {
  const headers = page.locator('thead th');
  await expect(headers.first()).toBeVisible({ timeout: 60_000 });
  // Lower case: Strapi labels its own Status column "status", and shows every header in capitals.
  return (await headers.allTextContents()).map((text) => text.trim().toLowerCase()).filter(Boolean);
}

test.describe('the admin in plain words', () => {
  // One sign-in for the group: Strapi limits admin sign-ins per address and minute.
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInToAdmin(page, superAdmin());
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('the Page list shows title, page, last change, status and languages, every page on one screen', async () => {
    await page.goto(list('api::page.page'));
    const headers = await columnHeaders(page);
    for (const name of ['Title', 'Page on the site', 'Last changed', 'Status', 'Missing languages']) {
      expect(headers).toContain(name.toLowerCase());
    }
    // The missing languages say the same as Strapi's "Available in", the other way round, in less width.
    expect(headers).not.toContain('available in');
    expect(headers).not.toContain('key');
    expect(headers).not.toContain('id');
    // 25 a page: the seed's pages (more than the old 10) all in one list.
    const rows = page.locator('tbody tr');
    await expect(rows).toHaveCount(
      (
        (await adminApi('/content-manager/collection-types/api::page.page?page=1&pageSize=100&locale=en'))
          .json as { pagination: { total: number } }
      ).pagination.total,
    );
    expect(await rows.count()).toBeGreaterThan(10);
    // Every seeded page exists in all 14 languages.
    await expect(rows.first().getByText('All 14')).toBeVisible();
    // Nothing is cut off at this width: the last column is inside the window.
    const last = page.locator('thead th').last();
    const box = await last.boundingBox();
    await page.screenshot({ path: test.info().outputPath('page-list.png') });
    expect((box?.x ?? 9999) + (box?.width ?? 0)).toBeLessThanOrEqual(1440);
  });

  test('a field has its label, help text and placeholder; a section its own name', async () => {
    await page.goto(list('api::page.page'));
    await page.getByRole('gridcell', { name: 'pricing', exact: true }).click();
    const key = page.getByLabel('Page on the site');
    await expect(key).toBeVisible({ timeout: 30_000 });
    await expect(key).toHaveValue('pricing');
    await expect(page.getByText('Which fixed page this is: home is /, pricing is /pricing')).toBeVisible();
    await expect(page.getByText('Link preview image')).toBeVisible();
    await expect(page.getByText('The blocks the page is made of, top to bottom.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('page-edit.png'), fullPage: true });
  });

  test('an entry in English only is listed with the 13 languages it lacks', async () => {
    const created = await adminApi('/content-manager/collection-types/api::hub.hub?locale=en', {
      method: 'POST',
      body: { name: 'Only in English hub', slug: `only-english-${Date.now().toString(36)}` },
    });
    expect(created.status).toBe(201);
    const documentId = (created.json as { data: { documentId: string } }).data.documentId;
    try {
      await page.goto(list('api::hub.hub'));
      const row = page.getByRole('row').filter({ hasText: 'Only in English hub' });
      const missing = row.locator('[data-missing-locales]');
      await expect(missing).toHaveAttribute('data-missing-locales', 'de es fr id it ja ko pl pt ru tr uk zh');
      await expect(missing).toHaveText('de, es, fr, id +9');
      await expect(page.getByRole('row').filter({ hasNotText: 'Only in English hub' }).nth(1)).toContainText(
        'All 14',
      );
    } finally {
      await adminApi(`/content-manager/collection-types/api::hub.hub/${documentId}?locale=en`, {
        method: 'DELETE',
      });
    }
  });
});

test.describe('the Editor role', () => {
  test('an editor sees pages and events but not users, passkeys or saved events', async ({ page }) => {
    const editor = await createEditor();
    await signInToAdmin(page, editor);
    await page.goto(`${cmsUrl}/admin/content-manager`);
    const nav = page.getByRole('navigation', { name: /content/i });
    await expect(nav.getByRole('link', { name: 'Page', exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(nav.getByRole('link', { name: 'Event', exact: true })).toBeVisible();
    for (const hidden of ['User', 'Passkey', 'Saved event']) {
      await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    // What the panel would ask for, as this editor: refused, not merely left out of the menu.
    const token = await adminSignInToken(editor);
    for (const uid of [
      'plugin::users-permissions.user',
      'api::passkey.passkey',
      'api::saved-event.saved-event',
    ]) {
      const response = await adminApi(`/content-manager/collection-types/${uid}?page=1&pageSize=1`, {
        token,
      });
      expect(response.status, uid).toBe(403);
    }
    const pages = await adminApi(
      '/content-manager/collection-types/api::page.page?page=1&pageSize=1&locale=de',
      {
        token,
      },
    );
    expect(pages.status).toBe(200);
    expect((pages.json as { pagination: { total: number } }).pagination.total).toBeGreaterThan(0);
  });
});
