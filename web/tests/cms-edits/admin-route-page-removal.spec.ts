import { expect, type Page, test } from '@playwright/test';

import { signInToAdmin, superAdmin } from '../support/admin-panel';
import { cmsApi, cmsUrl } from '../support/stack';

// The English version of one of the site's fixed pages is what every language falls back to
// (cms/src/site-addresses): the admin refuses to unpublish or delete it, and says why. Both attempts
// are refused, so the page stays as seeded; it runs with the projects that edit pages all the same.

// The admin is Strapi's own React app on the CMS's port: signing in and saving take a while on 2 cores.
test.setTimeout(180_000);

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

type PageEntry = { documentId: string; title: string; publishedAt: string | null };

const key = 'nonprofits';

async function publishedPage(): Promise<PageEntry | undefined> {
  return ((await cmsApi(`/pages?locale=en&filters[key][$eq]=${key}`)).json?.data as PageEntry[])[0];
}

/**
 * Chooses an item in one of the edit view's menus: Unpublish is in the side panel's "More document
 * actions", Delete in the header's "More actions" (Strapi 5.54's edit view). Each section of the page
 * has a "More actions" menu of its own too, further down: the header's is the first.
 */
async function chooseAction(page: Page, menu: 'More document actions' | 'More actions', item: RegExp) {
  const trigger = page.getByRole('button', { name: menu, exact: true }).first();
  await expect(trigger).toBeVisible({ timeout: 60_000 });
  await trigger.click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('unpublishing or deleting a route page in English is refused in the admin with the reason', async ({
  page,
}) => {
  const entry = await publishedPage();
  expect(entry?.publishedAt).toBeTruthy();
  await signInToAdmin(page, superAdmin());
  await page.goto(
    `${cmsUrl}/admin/content-manager/collection-types/api::page.page/${entry!.documentId}?plugins[i18n][locale]=en`,
  );
  await expect(page.locator('input[name="title"]')).toHaveValue(entry!.title, { timeout: 60_000 });

  await chooseAction(page, 'More document actions', /^Unpublish$/);
  await expect(
    page.getByText(
      `The ${key} page (/${key}) cannot be unpublished in English: the site shows it at that address, and in every language without a version of its own. Change its sections instead.`,
    ),
  ).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: test.info().outputPath('admin-unpublish-refused.png') });
  expect((await publishedPage())?.publishedAt).toBeTruthy();

  await chooseAction(page, 'More actions', /^Delete entry \(English/);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`The ${key} page (/${key}) cannot be deleted in English:`)).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: test.info().outputPath('admin-delete-refused.png') });
  expect((await publishedPage())?.documentId).toBe(entry!.documentId);
});
