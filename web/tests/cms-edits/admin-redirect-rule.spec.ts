import { expect, test } from '@playwright/test';

import { signInToAdmin, superAdmin } from '../support/admin-panel';
import { cmsApi, cmsUrl } from '../support/stack';

type Rule = { documentId: string; from: string; to: string; redirectType: string };

// The admin is Strapi's own React app on the CMS's port: signing in and saving take a while on 2 cores.
test.setTimeout(120_000);

test("an editor sees a redirect rule's kind in the admin, changes it, and the site answers with the new code", async ({
  page,
  request,
}) => {
  const from = `/old-offer-${Date.now()}`;
  const created = await cmsApi('/redirect-rules', {
    method: 'POST',
    body: { data: { from, to: '/pricing', redirectType: 'found_302' } },
  });
  expect(created.status).toBe(201);
  const rule = created.json?.data as Rule;
  const stored = async () =>
    ((await cmsApi(`/redirect-rules?filters[from][$eq]=${from}`)).json?.data as Rule[])[0]?.redirectType;
  const answer = async () => {
    const response = await request.get(from, { maxRedirects: 0 });
    return `${response.status()} ${response.headers().location ?? ''}`;
  };
  try {
    await expect.poll(answer, { timeout: 10_000, intervals: [1000] }).toBe('302 /pricing');

    await signInToAdmin(page, superAdmin());
    await page.goto(
      `${cmsUrl}/admin/content-manager/collection-types/api::redirect-rule.redirect-rule/${rule.documentId}`,
    );
    // Strapi 5 reserves an attribute named `status`: under that name the field showed "Choose here".
    const kind = page.getByRole('combobox', { name: 'Kind of redirect' });
    // Words, not the stored value `found_302` (cms/src/admin/enum-labels.ts).
    await expect(kind).toHaveText('Moved for now (302)', { timeout: 30_000 });
    // A javascript: target is refused at save, in words, and nothing is stored.
    const to = page.getByRole('textbox', { name: 'To' });
    await to.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Under the field (and in the admin's notice).
    await expect(page.locator('[data-strapi-field-error]')).toHaveText(
      /^"To" must be a site path starting with one "\/" \(\/events\) or a full https:\/\/ address/,
      { timeout: 20_000 },
    );
    expect(
      ((await cmsApi(`/redirect-rules?filters[from][$eq]=${from}`)).json?.data as Rule[])[0],
    ).toMatchObject({ to: '/pricing', redirectType: 'found_302' });
    await expect.poll(answer).toBe('302 /pricing');
    await to.fill('/pricing');

    await kind.click();
    await page.getByRole('option', { name: 'Moved for good, keeping form posts (308)' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await expect.poll(stored, { timeout: 20_000 }).toBe('permanent_308');
    await expect.poll(answer, { timeout: 10_000, intervals: [1000] }).toBe('308 /pricing');

    // The list says it in the same words.
    await page.goto(`${cmsUrl}/admin/content-manager/collection-types/api::redirect-rule.redirect-rule`);
    await expect(page.getByRole('row').filter({ hasText: from })).toContainText(
      'Moved for good, keeping form posts (308)',
      { timeout: 30_000 },
    );
  } finally {
    await cmsApi(`/redirect-rules/${rule.documentId}`, { method: 'DELETE' });
  }
});
