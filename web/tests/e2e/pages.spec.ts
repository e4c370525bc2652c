import { expect, test } from '@playwright/test';

import en from '../../messages/en.json';
import ja from '../../messages/ja.json';
import { locales, defaultLocale } from '../../src/i18n/locales';
import { seriousViolations } from '../support/a11y';
import { seed } from '../support/stack';

// Every test here only reads pages: the two workers may run them side by side.
test.describe.configure({ mode: 'parallel' });

const post = seed('blog-posts')[0]!;
const guide = seed('how-to-guides')[0]!;
const event = seed('events').find((entry) => entry.slug.startsWith('warsaw'))!;
const hub = seed('hubs')[0]!;
const demo = seed('demos')[0]!;

const publicPaths = [
  '/',
  '/app',
  '/nft',
  '/token',
  '/nft-tickets',
  '/creator-pass',
  '/founder-pass',
  '/engagement',
  '/nonprofits',
  '/token-gating',
  '/paid-content-nft',
  '/mighty-networks-alternative',
  '/pricing',
  '/terms',
  '/privacy',
  '/hubs',
  '/events',
  '/blog',
  '/how-to',
  '/demos',
  `/blog/${post.slug}`,
  `/how-to/${guide.slug}`,
  `/events/${event.slug}`,
  `/hubs/${hub.slug}`,
  `/${demo.slug}`,
];
const inJapanese = (path: string) => (path === '/' ? '/ja' : `/ja${path}`);

// One test per page (English and Japanese), so both workers share the pages instead of one worker
// visiting all of them in a single test.
for (const path of publicPaths) {
  test(`axe: no serious or critical violation on ${path} in English and Japanese`, async ({ page }) => {
    const found: string[] = [];
    for (const localized of [path, inJapanese(path)]) {
      await page.goto(localized);
      for (const violation of await seriousViolations(page)) found.push(`${localized} ${violation}`);
    }
    expect(found).toEqual([]);
  });
}

test('axe in dark mode: home, a product page and the comparison page', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const found: string[] = [];
  for (const path of ['/', '/ja/nft-tickets', '/mighty-networks-alternative']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    for (const violation of await seriousViolations(page)) found.push(`${path} ${violation}`);
  }
  expect(found).toEqual([]);
});

test('axe on a 360 px phone, where the header shows icons: home, an event and sign-in, light and dark', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const path of ['/', `/de/events/${event.slug}`, '/ja/sign-in']) {
      await page.goto(path);
      for (const violation of await seriousViolations(page))
        found.push(`${colorScheme} ${path} ${violation}`);
    }
  }
  expect(found).toEqual([]);
});

for (const path of [
  ...publicPaths,
  ...['/', '/nft-tickets', '/mighty-networks-alternative'].map(inJapanese),
]) {
  test(`${path} does not scroll sideways on a 390 px wide phone`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
  });
}

test('on a phone without JavaScript the menu button reveals the navigation and its links work', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/ja');
  const menu = page.locator('details[data-menu] > summary');
  await expect(menu).toHaveText(ja.Layout.menu);
  const eventsLink = page.locator('details[data-menu]').getByRole('link', { name: ja.Layout.pages.events });
  await expect(eventsLink).toBeHidden();
  await menu.click();
  await expect(eventsLink).toBeVisible();
  await eventsLink.click();
  await expect(page).toHaveURL(/\/ja\/events$/);
  await context.close();
});

test('the menu is a keyboard-operable disclosure that closes after a client navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const summary = page.locator('details[data-menu] > summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('details[data-menu]')).toHaveAttribute('open', '');
  await page.locator('details[data-menu]').getByRole('link', { name: en.Layout.pages.blog }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('details[data-menu]')).not.toHaveAttribute('open', '');
});

test('wide screens show the navigation in the bar on every page type', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of ['/ja', '/ja/blog', `/ja/hubs/${hub.slug}`]) {
    await page.goto(path);
    const navigation = page.getByRole('navigation', { name: ja.Layout.mainNavigation });
    // One list of links and one colour-mode control in the page, whatever the width.
    await expect(navigation, path).toHaveCount(1);
    await expect(page.getByRole('group', { name: ja.Shell.colourMode }), path).toHaveCount(1);
    await expect(page.locator('details[data-menu] > summary'), path).toBeHidden();
    await expect(navigation.getByRole('link', { name: ja.Layout.pages.events }), path).toBeVisible();
    await expect(page.getByRole('group', { name: ja.Shell.colourMode }), path).toBeVisible();
  }
});

for (const width of [360, 390, 1024, 1280, 1920]) {
  test(`the full header fits its bar in every language at ${width} px`, async ({ page }) => {
    const inline: string[] = [];
    await page.setViewportSize({ width, height: 800 });
    for (const locale of locales) {
      await page.goto(locale === defaultLocale ? '/' : `/${locale}`);
      const bar = await page.evaluate(() => {
        const row = document.querySelector('header > div')!;
        const rowBox = row.getBoundingClientRect();
        const contentRight = rowBox.right - parseFloat(getComputedStyle(row).paddingRight);
        const shown = [...row.children].filter((child) => child.getBoundingClientRect().width > 0);
        const summary = row.querySelector('details[data-menu] > summary')!;
        const list = row.querySelector('details[data-menu] nav ul')!.getBoundingClientRect();
        const modes = row.querySelector('details[data-menu] fieldset')!.getBoundingClientRect();
        return {
          pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          barOverflow: Math.max(...shown.map((child) => child.getBoundingClientRect().right)) - contentRight,
          // A control squeezed narrower than its own content (flex items shrink before the bar overflows).
          squeezed: shown
            .filter((child) => child.scrollWidth > child.clientWidth + 1)
            .map((child) => child.outerHTML.slice(0, 60)),
          inline: summary.getBoundingClientRect().width === 0,
          listToModes: modes.left - list.right,
        };
      });
      const where = `${locale} at ${width} px`;
      expect(bar.pageOverflow, where).toBeLessThanOrEqual(0);
      expect(bar.barOverflow, where).toBeLessThanOrEqual(0.5);
      expect(bar.squeezed, where).toEqual([]);
      if (bar.inline) expect(bar.listToModes, where).toBeGreaterThanOrEqual(16);
      if (bar.inline) inline.push(locale);
    }
    // One header: from 1,024 px every language has its navigation in the bar.
    if (width >= 1024) expect(inline).toEqual([...locales]);
  });
}

test('on a phone the menu button and the sign-in link are icons that still say what they are', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/ja');
  const banner = page.getByRole('banner');
  await expect(banner.locator('details[data-menu] > summary')).toHaveAccessibleName(ja.Layout.menu);
  await expect(banner.getByRole('link', { name: ja.Auth.signInLink })).toBeVisible();
});

test('the footer links every public page', async ({ page }) => {
  await page.goto('/de');
  const footer = page.locator('footer');
  for (const path of publicPaths.slice(1, 20)) {
    await expect(footer.locator(`a[href="/de${path}"]`), path).toHaveCount(1);
  }
});
