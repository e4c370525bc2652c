import { expect, type Page, test } from '@playwright/test';

import { languageTag, type Locale } from '../../src/i18n/locales';
import { messages, seed } from '../support/stack';

// Every test here only reads pages.
test.describe.configure({ mode: 'parallel' });

const hub = seed('hubs')[0]!;
const event = seed('events').find((entry) => entry.slug.startsWith('warsaw'))!;
const prefixed = (locale: Locale, path: string) =>
  locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;

// One page of each layout: home (menu), the blog list (base), a hub (default).
const pageTypes = ['/', '/blog', `/hubs/${hub.slug}`];

for (const locale of ['en', 'ja', 'de'] as const) {
  for (const width of [390, 1280]) {
    test(`the same header on every page type in ${locale} at ${width} px: Pricing, Get started, Sign in`, async ({
      page,
    }) => {
      const t = messages(locale);
      await page.setViewportSize({ width, height: 844 });
      for (const path of pageTypes) {
        const where = `${prefixed(locale, path)} at ${width} px`;
        await page.goto(prefixed(locale, path));
        const banner = page.getByRole('banner');
        // Phones: the navigation and Get started are in the menu, Sign in stays in the bar.
        if (width < 640) await banner.locator('details[data-menu] > summary').click();
        const pricing = banner
          .getByRole('navigation', { name: t.Layout.mainNavigation })
          .getByRole('link', { name: t.Layout.pages.pricing, exact: true });
        await expect(pricing, where).toBeVisible();
        await expect(pricing, where).toHaveAttribute('href', prefixed(locale, '/pricing'));
        const getStarted = banner.getByRole('link', { name: t.Layout.getStarted, exact: true });
        await expect(getStarted, where).toBeVisible();
        await expect(getStarted, where).toHaveAttribute('href', prefixed(locale, '/register'));
        await expect(banner.getByRole('link', { name: t.Auth.signInLink }), where).toBeVisible();
        for (const route of ['events', 'hubs'] as const) {
          await expect(
            banner.getByRole('link', { name: t.Layout.pages[route], exact: true }),
            where,
          ).toBeVisible();
        }
      }
    });
  }
}

test('the session hint turns Get started into the account link, in a box of the same size', async ({
  page,
}) => {
  const t = messages('en').Layout;
  await page.setViewportSize({ width: 1280, height: 800 });
  const cell = page.locator('header > div > [data-get-started]');
  await page.goto('/blog');
  await expect(cell).toHaveAttribute('data-get-started', 'register');
  const anonymous = await cell.boundingBox();
  // The hint is a cookie without a secret. Until the site has answered who is signed in (held here, then
  // let through to the real server), the header goes by the hint.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/trpc/auth.me**', async (route) => {
    await held;
    await route.fallback();
  });
  await page.context().addCookies([{ name: 'signed_in', value: '1', url: page.url() }]);
  await page.goto('/blog');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: t.yourAccount })).toBeVisible();
  await expect(banner.getByRole('link', { name: t.getStarted })).toBeHidden();
  // Both links share one cell sized for the wider one: the swap moves nothing.
  expect(await cell.boundingBox()).toEqual(anonymous);
  // The hint was stale (no session behind it): once the site says so, Get started is back.
  release();
  await expect(banner.getByRole('link', { name: t.getStarted })).toBeVisible();
});

test('wide screens: the product pages and resources open from the bar and close on Escape', async ({
  page,
}) => {
  const t = messages('de').Layout;
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/de/events');
  const nav = page.getByRole('navigation', { name: t.mainNavigation });
  const app = nav.getByRole('link', { name: t.pages.app, exact: true });
  await expect(app).toBeHidden();
  await nav.locator('details[data-nav-group] > summary', { hasText: t.groups.product }).click();
  await expect(app).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(app).toBeHidden();
  await nav.locator('details[data-nav-group] > summary', { hasText: t.groups.resources }).click();
  await nav.getByRole('link', { name: t.pages.blog, exact: true }).click();
  await expect(page).toHaveURL(/\/de\/blog$/);
});

/** Whether focus is inside the open menu. */
const focusInMenu = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('details[data-menu][open]')));

test('the phone menu: a sheet over a scrim that keeps focus, locks the page and closes three ways', async ({
  page,
}) => {
  const t = messages('ja').Layout;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ja/blog');
  const menu = page.locator('details[data-menu]');
  const summary = menu.locator('> summary');
  const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
  expect(await overflow()).not.toBe('hidden');

  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('open', '');
  expect(await overflow()).toBe('hidden');
  // Round the whole sheet and further, both ways: focus never leaves it.
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Tab');
    expect(await focusInMenu(page), `Tab ${step + 1}`).toBe(true);
  }
  for (let step = 0; step < 30; step++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInMenu(page), `Shift+Tab ${step + 1}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(summary).toBeFocused();
  expect(await overflow()).not.toBe('hidden');

  await summary.click();
  await page.getByRole('button', { name: t.closeMenu }).click();
  await expect(menu).not.toHaveAttribute('open', '');

  // The scrim: the strip of page left beside the sheet.
  await summary.click();
  await expect(menu).toHaveAttribute('open', '');
  await page.mouse.click(12, 600);
  await expect(menu).not.toHaveAttribute('open', '');
  await expect(page).toHaveURL(/\/ja\/blog$/);
});

test('without JavaScript the phone menu opens, shows Pricing and Get started, and closes', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const t = messages('de').Layout;
  await page.goto('/de/pricing');
  const menu = page.locator('details[data-menu]');
  await menu.locator('> summary').click();
  await expect(menu.getByRole('link', { name: t.pages.pricing, exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: t.getStarted, exact: true })).toBeVisible();
  await page.mouse.click(12, 600);
  await expect(menu).not.toHaveAttribute('open', '');
  await context.close();
});

/** A price in the visitor's language, as the site writes it (the same ICU data as the server's Node). */
const money = (locale: Locale, amount: number) =>
  new Intl.NumberFormat(languageTag(locale), {
    style: 'currency',
    currency: 'USD',
    trailingZeroDisplay: 'stripIfInteger',
  }).format(amount);

test('/pricing shows the plans with prices written the way each language writes them', async ({ page }) => {
  // German puts the sign after the amount; English and Japanese before it.
  expect(money('de', 39)).toBe('39\u00a0$');
  expect(money('ja', 39)).toBe('$39');
  for (const locale of ['en', 'ja', 'de'] as const) {
    const t = messages(locale);
    await page.goto(prefixed(locale, '/pricing'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const prices = page.locator('main [data-price]');
    await expect(prices).toHaveText([
      /\S/,
      money(locale, 39),
      t.Pricing.from.replace('{price}', money(locale, 249)),
    ]);
    await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute(
      'href',
      prefixed(locale, '/register?intent=host'),
    );
    await expect(page).toHaveTitle(new RegExp(t.Layout.pages.pricing));
  }
});

test('every product page closes with a link to pricing, and its main buttons lead to registration', async ({
  page,
}) => {
  const t = messages('ja');
  await page.goto('/ja/nft-tickets');
  const link = page.getByRole('main').getByRole('link', { name: t.Pricing.closingLink });
  await expect(link).toHaveAttribute('href', '/ja/pricing');
  await link.click();
  await expect(page).toHaveURL(/\/ja\/pricing$/);
  await page.goto('/ja');
  const hero = page.getByRole('main').locator('section').first();
  await expect(hero.getByRole('link').first()).toHaveAttribute('href', '/ja/register?intent=host');
  await page.goto('/creator-pass');
  await expect(page.getByRole('main').locator('section').first().getByRole('link').first()).toHaveAttribute(
    'href',
    '/register?intent=sell',
  );
});

test.describe('help button on a phone', () => {
  const avoided =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [data-price]';

  /** At one scroll position: whether the button shows, and what shown it covers. */
  const coverage = (page: Page) =>
    page.evaluate(async (selector) => {
      const frame = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      await frame();
      // The button's fade (150 ms) ends before it is judged.
      await new Promise((resolve) => setTimeout(resolve, 250));
      const button = document.querySelector<HTMLElement>('[data-help-button] a')!;
      const shown = (element: Element) =>
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      if (!shown(button)) return { shown: false, covered: [] as string[] };
      const box = button.getBoundingClientRect();
      const covered = [...document.querySelectorAll(selector)]
        .filter((element) => !button.contains(element) && shown(element))
        .filter((element) => {
          const other = element.getBoundingClientRect();
          return (
            other.width > 0 &&
            other.height > 0 &&
            other.left < box.right &&
            other.right > box.left &&
            other.top < box.bottom &&
            other.bottom > box.top
          );
        })
        .map((element) => element.outerHTML.slice(0, 80));
      return { shown: true, covered };
    }, avoided);

  for (const path of ['/de', `/events/${event.slug}`, '/terms']) {
    test(`never covers a link, button or price while ${path} is scrolled through at 390 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      let shownAt = 0;
      const problems: string[] = [];
      for (let top = 0; top < height; top += 211) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        const { shown, covered } = await coverage(page);
        if (shown) shownAt++;
        for (const element of covered) problems.push(`at ${top} px: ${element}`);
      }
      expect(problems).toEqual([]);
      // It steps aside only where needed: most positions still show it.
      expect(shownAt).toBeGreaterThan(0);
    });
  }

  test('sits above the event page’s ticket bar and is smaller than on wide screens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/events/${event.slug}`);
    const button = page.locator('[data-help-button] a');
    const bar = page.locator('[data-event-action-bar]');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect
      .poll(async () => (await button.boundingBox())!.y + (await button.boundingBox())!.height)
      .toBeLessThanOrEqual((await bar.boundingBox())!.y);
    expect((await button.boundingBox())!.width).toBeLessThanOrEqual(44);
  });
});
