import { expect, test } from '@playwright/test';

import { signInToAdmin, superAdmin } from '../support/admin-panel';
import { cmsApi, cmsUrl, seed } from '../support/stack';

type Stored = { documentId: string; title: string; tags: { label: string }[] };

// The admin is Strapi's own React app on the CMS's port: signing in and saving take a while on 2 cores.
test.setTimeout(120_000);

test("the admin shows a post's tags as words to edit, refuses an empty tag with a readable message, and keeps the editor's unsaved changes", async ({
  page,
}) => {
  const post = seed('blog-posts')[0]!;
  const query = `/blog-posts?locale=en&status=draft&filters[slug][$eq]=${post.slug}&populate=tags`;
  const before = ((await cmsApi(query)).json?.data as Stored[])[0]!;
  const count = before.tags.length;
  expect(count).toBeGreaterThan(0);

  await signInToAdmin(page, superAdmin());
  await page.goto(
    `${cmsUrl}/admin/content-manager/collection-types/api::blog-post.blog-post/${before.documentId}?plugins[i18n][locale]=en`,
  );
  // The field says how many tags there are, and each tag is a heading of its own (its words), not JSON.
  await expect(page.getByText(`Tags (${count})`, { exact: false }).first()).toBeVisible({ timeout: 30_000 });
  for (const { label } of before.tags) {
    await expect(page.getByRole('heading', { level: 3, name: new RegExp(`^${label}`) })).toBeVisible();
  }

  // An unsaved change elsewhere in the form, which the refusal must not throw away.
  const title = page.getByRole('textbox', { name: 'Title' });
  const editedTitle = `${await title.inputValue()} (second draft)`;
  await title.fill(editedTitle);

  await page.getByRole('button', { name: 'Add an entry' }).click();
  const field = page.locator(`input[name="tags.${count}.label"]`);
  if (!(await field.isVisible().catch(() => false))) {
    // A new entry opens by itself in current Strapi; open it when it did not.
    await page.getByRole('button', { name: /Tag/ }).last().click();
  }
  await expect(field).toBeVisible();
  await expect(field).toHaveValue('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const message = 'A tag cannot be empty: write a word or two (like "Events"), or remove the tag.';
  await expect(field).toHaveAttribute('aria-invalid', 'true', { timeout: 20_000 });
  const describedBy = await field.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
  await page.screenshot({ path: test.info().outputPath('admin-empty-tag-refused.png') });
  // Strapi 5.54 undid the form after a refused save (its cache rolled back and refetched): the message, the
  // empty tag and every other unsaved change vanished a moment later (patches/@strapi+content-manager…).
  // Unpatched, it came within half a second of the refusal.
  await page.waitForTimeout(2_000);
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
  await expect(title).toHaveValue(editedTitle);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();

  const after = ((await cmsApi(query)).json?.data as Stored[])[0]!;
  expect(after.tags).toEqual(before.tags);
  expect(after.title).toBe(before.title);
});
