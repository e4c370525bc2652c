import { expect, test } from '@playwright/test';

import { messages } from '../support/stack';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of ['en', 'de', 'ja', 'uk'] as const) {
    test(`the 404 page is translated server HTML (${locale})`, async ({ page }) => {
      const t = messages(locale).ErrorPage;
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const response = await page.goto(`${prefix}/blog/no-such-post`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}-`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFoundTitle);
      await expect(page.getByText(t.homepageLine)).toBeVisible();
      await expect(page.getByRole('link', { name: t.backHome })).toHaveAttribute('href', prefix || '/');
      await expect(page).toHaveTitle(`${t.notFoundTitle} | Belong`);
      await page.getByText(t.details).click();
      await expect(page.getByText(`Page Not Found: ${prefix}/blog/no-such-post`)).toBeVisible();
    });
  }

  test('a reading page is shown at once, without a fade', async ({ page }) => {
    await page.goto('/blog');
    const frame = page.locator('main').locator('..');
    await expect(frame).toHaveCSS('animation-name', 'none');
    await expect(frame).toHaveCSS('opacity', '1');
  });
});

test('choosing a language stores it, and / then opens that language', async ({ page, context }) => {
  await page.goto('/blog');
  await page.locator('header details[data-language-switcher] > summary').click();
  await page.getByRole('link', { name: 'Polski' }).click();
  await expect(page).toHaveURL(/\/pl\/blog$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('pl');
  await page.goto('/');
  await expect(page).toHaveURL(/\/pl$/);
});

test('a page reached by client navigation fades in; the first page and reduced motion do not', async ({
  page,
}) => {
  const animation = () =>
    page.locator('main').evaluate((main) => getComputedStyle(main.parentElement!).animationName);
  await page.goto('/blog');
  // The first page paints at once: a fade would hold back its largest paint.
  expect(await animation()).toBe('none');

  const post = page.locator('main a[href^="/blog/"]').first();
  const href = (await post.getAttribute('href'))!;
  await post.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await animation()).toBe('page-in');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await animation()).toBe('none');
});

test('the first page reached from a page without the transition fades in too', async ({ page }) => {
  // The menu layout has no transition frame: the reading page's frame is first mounted by the navigation.
  await page.goto('/app');
  await page.locator('details[data-menu] > summary').click();
  await page
    .getByRole('navigation', { name: messages('en').Layout.mainNavigation })
    .getByRole('link', { name: messages('en').Layout.pages.blog, exact: true })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(
    await page.locator('main').evaluate((main) => getComputedStyle(main.parentElement!).animationName),
  ).toBe('page-in');
});
