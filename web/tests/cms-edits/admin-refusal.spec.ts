import { expect, test } from '@playwright/test';

import { cmsApi, cmsUrl, seed } from '../support/stack';

type Document = { documentId: string; timeZone: string };

// The admin is Strapi's own React app on the CMS's port: signing in and saving take a while on 2 cores.
test.setTimeout(120_000);

test('the admin refuses "Lisbon time" as a time zone with one readable message under the field', async ({
  page,
}) => {
  const slug = seed('events')[0]!.slug;
  const event = ((await cmsApi(`/events?locale=en&filters[slug][$eq]=${slug}`)).json?.data as Document[])[0]!;

  await page.goto(`${cmsUrl}/admin/auth/login`);
  await page.locator('input[name="email"]').fill(process.env.CMS_ADMIN_EMAIL ?? '');
  await page.locator('input[name="password"]').fill(process.env.CMS_ADMIN_PASSWORD ?? '');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), { timeout: 30_000 });

  await page.goto(
    `${cmsUrl}/admin/content-manager/collection-types/api::event.event/${event.documentId}?plugins[i18n][locale]=en`,
  );
  const field = page.locator('input[name="timeZone"]');
  await expect(field).toHaveValue(event.timeZone, { timeout: 30_000 });
  await field.fill('Lisbon time');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const message =
    '"Lisbon time" is not a time zone: use its name from the IANA list, like Europe/Lisbon or America/New_York (or UTC). Did you mean Europe/Lisbon?';
  // The design system ties a field's error to its input: aria-invalid, and aria-describedby → the message.
  await expect(field).toHaveAttribute('aria-invalid', 'true', { timeout: 20_000 });
  const describedBy = await field.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
  await expect(page.locator('[data-strapi-field-error]')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('admin-time-zone-refused.png') });

  const stored = (
    (await cmsApi(`/events?locale=en&status=draft&filters[slug][$eq]=${slug}`)).json?.data as Document[]
  )[0]!;
  expect(stored.timeZone).toBe(event.timeZone);
});
