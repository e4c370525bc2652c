import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';

import { signInToAdmin, superAdmin } from '../support/admin-panel';
import { cmsApi, cmsUrl, seed, testToken } from '../support/stack';

// The editors' guide's pictures of the admin (docs/editing-content.md), taken from a test stack:
// `npm run docs:screenshots`. Not part of `npm test`: it checks nothing, it draws.

const images = join(__dirname, '..', '..', '..', 'docs', 'images');
const contentManager = `${cmsUrl}/admin/content-manager/collection-types`;

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, colorScheme: 'light' });
test.describe.configure({ timeout: 300_000 });

/** One picture's steps: a step that fails is reported at the end, and the other pictures are still taken. */
const failures: string[] = [];
let current: Page | undefined;
async function picture(name: string, steps: () => Promise<void>): Promise<void> {
  await test.step(name, async () => {
    try {
      await steps();
    } catch (error) {
      failures.push(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      // What the admin showed when the step gave up, beside the test's report.
      await current
        ?.screenshot({ path: test.info().outputPath(`${name}-failed.png`) })
        .catch(() => undefined);
    }
  });
}

/** A 1280×800 PNG of the admin as it is now, in 256 colours (the admin's flat colours lose nothing). */
async function capture(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Strapi's own news banner ("Introducing the new Media Library") is not part of the guide.
  const banner = page.getByRole('button', { name: 'Close the banner.' });
  if (await banner.isVisible()) await banner.click();
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  mkdirSync(images, { recursive: true });
  const small = await sharp(png)
    .png({ palette: true, colours: 256, compressionLevel: 9, effort: 10 })
    .toBuffer();
  writeFileSync(join(images, `${name}.png`), small);
}

async function documentId(collection: string, filter: string): Promise<string> {
  const { json } = await cmsApi(`/${collection}?locale=en&${filter}`);
  const [entry] = json?.data as { documentId: string }[];
  if (!entry) throw new Error(`no ${collection} matches ${filter}`);
  return entry.documentId;
}

test.beforeEach(async ({ page }) => {
  // Strapi's guided tour is for a project's first steps, not for the guide's pictures.
  await page.addInitScript(() =>
    localStorage.setItem('STRAPI_GUIDED_TOUR', JSON.stringify({ enabled: false, hidden: true })),
  );
  await signInToAdmin(page, superAdmin());
  current = page;
});

test('the admin, step by step', async ({ page }) => {
  // 1. The Page list: every fixed page, its key, status and missing languages.
  await picture('admin-page-list', async () => {
    await page.goto(`${contentManager}/api::page.page?page=1&pageSize=25&plugins[i18n][locale]=en`);
    await expect(page.getByRole('grid').or(page.getByRole('table')).first()).toBeVisible({ timeout: 30_000 });
    await capture(page, 'admin-page-list');
  });

  // 2. A page with its sections: the home page, its first section (the hero) opened.
  const home = await documentId('pages', 'filters[key][$eq]=home');
  const heading = page.locator('[name="sections.0.heading"]').first();
  await picture('admin-page-sections', async () => {
    await page.goto(`${contentManager}/api::page.page/${home}?plugins[i18n][locale]=en`);
    await expect(page.locator('input[name="title"]')).toBeVisible({ timeout: 30_000 });
    if (!(await heading.isVisible())) {
      const hero = page.getByRole('button', { name: /Hero/ }).first();
      await hero.scrollIntoViewIfNeeded();
      await hero.click();
    }
    await heading.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, -200);
    await capture(page, 'admin-page-sections');
  });

  // 3. A field with its label and help: the hero's main button, its link and what the link may be.
  await picture('admin-field-help', async () => {
    const link = page.locator('input[name="sections.0.primaryCta.href"]');
    await link.scrollIntoViewIfNeeded();
    await link.focus();
    await capture(page, 'admin-field-help');
  });

  // 4. The preview pane: the site's page beside the form, as visitors will see it.
  await picture('admin-preview', async () => {
    await page.goto(`${contentManager}/api::page.page/${home}/preview?plugins[i18n][locale]=en&status=draft`);
    const pane = page.frameLocator('[data-testid="preview-iframe"]');
    await expect(pane.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await capture(page, 'admin-preview');
  });

  // 5. Translating: the language menu of a post, each language a version of its own; then its tags.
  const post = await documentId('blog-posts', `filters[slug][$eq]=${seed('blog-posts')[0]!.slug}`);
  await picture('admin-translate', async () => {
    await page.goto(`${contentManager}/api::blog-post.blog-post/${post}?plugins[i18n][locale]=ja`);
    await expect(page.locator('input[name="title"]')).toBeVisible({ timeout: 30_000 });
    await page
      .getByRole('combobox', { name: /locale/i })
      .first()
      .click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await capture(page, 'admin-translate');
    await page.keyboard.press('Escape');
  });
  await picture('admin-blog-tags', async () => {
    await page.goto(`${contentManager}/api::blog-post.blog-post/${post}?plugins[i18n][locale]=en`);
    // Each tag is a heading of its own words; the field's label above counts them ("Tags (3)").
    const firstTag = page.getByRole('heading', { level: 3, name: /^NFT tickets/ });
    await expect(firstTag).toBeVisible({ timeout: 30_000 });
    await firstTag.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 150);
    await capture(page, 'admin-blog-tags');
  });

  // 6. An image and its alternative text, in the media library.
  await picture('admin-image-alt', async () => {
    const form = new FormData();
    const bytes = readFileSync(join(__dirname, '..', '..', 'public', 'images', 'event-cover.png'));
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'meetup-lisbon.png');
    form.append(
      'fileInfo',
      JSON.stringify({ alternativeText: 'Guests at the Lisbon builders meetup, checking in at the door' }),
    );
    const uploaded = await fetch(`${cmsUrl}/api/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${testToken}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    await page.goto(`${cmsUrl}/admin/plugins/upload`);
    // Files uploaded through the API land in Strapi's "API Uploads" folder.
    await page.getByRole('button', { name: 'API Uploads', exact: true }).click({ timeout: 30_000 });
    const asset = page.getByText('meetup-lisbon', { exact: false }).first();
    await expect(asset).toBeVisible({ timeout: 30_000 });
    await asset.click();
    const alt = page.getByLabel('Alternative text');
    await expect(alt).toBeVisible({ timeout: 15_000 });
    await alt.scrollIntoViewIfNeeded();
    await alt.focus();
    await capture(page, 'admin-image-alt');
    await page.keyboard.press('Escape');
  });

  // 7. A redirect rule: an old address sent to a new one.
  await picture('admin-redirect-rule', async () => {
    const rule = await cmsApi('/redirect-rules', {
      method: 'POST',
      body: { data: { from: '/old-pricing', to: '/pricing', redirectType: 'permanent_301' } },
    });
    expect(rule.status).toBe(201);
    const ruleId = (rule.json?.data as { documentId: string }).documentId;
    await page.goto(`${contentManager}/api::redirect-rule.redirect-rule/${ruleId}`);
    await expect(page.locator('input[name="from"]')).toHaveValue('/old-pricing', { timeout: 30_000 });
    await capture(page, 'admin-redirect-rule');
  });
  expect(failures, 'pictures not taken').toEqual([]);
});
