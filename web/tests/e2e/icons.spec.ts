import { expect, type Page, type Route, test } from '@playwright/test';

import { socialLinks } from '../../src/lib/social-links';
import { messages, seedConfig } from '../support/stack';

const iconApi = /^https:\/\/api\.(iconify\.design|simplesvg\.com|unisvg\.com)\//;

/**
 * Stands in for the public Iconify API (this machine has no internet). `delay` says per host how long it
 * takes to answer, or `null` for a host that never does (as with an unreachable one).
 */
async function fakeIconApi(page: Page, delay: (host: string) => number | null): Promise<string[]> {
  const calls: string[] = [];
  await page.route(iconApi, async (route: Route) => {
    const url = new URL(route.request().url());
    calls.push(url.href);
    const wait = delay(url.host);
    if (wait === null) return;
    await new Promise((resolve) => setTimeout(resolve, wait));
    const prefix = url.pathname.slice(1).replace(/\.json$/, '');
    const names = (url.searchParams.get('icons') ?? '').split(',');
    const icons = Object.fromEntries(names.map((name) => [name, { body: '<path d="M2 2h20v20H2z"/>' }]));
    await route.fulfill({
      json: { prefix, width: 24, height: 24, icons },
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  return calls;
}

const clientSection = (page: Page) => page.getByRole('region', { name: messages('en').DebugIcon.client });
const tile = (page: Page, icon: string) =>
  clientSection(page).getByRole('listitem').filter({ hasText: icon });

test('belong icons load in the browser from the site’s own route', async ({ page }) => {
  const local: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/_nuxt_icon/')) local.push(request.url());
  });
  await fakeIconApi(page, () => null);
  await page.goto('/debug/icon');
  for (const name of ['ticket', 'calendar', 'hub']) {
    await expect(tile(page, `belong:${name}`).locator('svg')).toHaveCount(1);
  }
  expect(local.length).toBeGreaterThan(0);
  expect(local.every((url) => /\/api\/_nuxt_icon\/belong\.json\?icons=[a-z,-]+$/.test(url))).toBe(true);
});

test('other collections come from the public API, asking the next host when one is slow for 750 ms', async ({
  page,
}) => {
  const calls = await fakeIconApi(page, (host) => (host === 'api.iconify.design' ? 4000 : 0));
  await page.goto('/debug/icon');
  await expect(tile(page, 'mdi:calendar').locator('svg path')).toHaveCount(1);
  await expect(tile(page, 'simple-icons:matrix').locator('svg path')).toHaveCount(1);
  expect(calls.every((url) => url.length <= 500)).toBe(true);

  // When each request started, by the browser's own clock (entries appear once the slow host answers too).
  const started = async () =>
    page.evaluate(() =>
      Object.fromEntries(
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/mdi.json'))
          .map((entry) => [new URL(entry.name).host, entry.startTime]),
      ),
    );
  await expect
    .poll(async () => Object.keys(await started()).sort(), { timeout: 10_000 })
    .toEqual(['api.iconify.design', 'api.simplesvg.com']);
  const at = await started();
  expect(at['api.simplesvg.com']! - at['api.iconify.design']!).toBeGreaterThanOrEqual(700);
});

test('without the public API, public icons leave a placeholder of the same size', async ({ page }) => {
  await page.route(iconApi, (route) => route.abort('internetdisconnected'));
  await page.goto('/debug/icon');
  const placeholder = tile(page, 'mdi:ticket').locator('[data-icon="mdi:ticket"]');
  await expect(placeholder).toHaveCount(1);
  const box = await placeholder.boundingBox();
  expect(box?.width).toBe(32);
});

test('the footer links the configured social accounts with their logos, without JavaScript or a third party', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const iconApiRequests: string[] = [];
  page.on('request', (request) => {
    if (iconApi.test(request.url())) iconApiRequests.push(request.url());
  });
  await page.goto('/ja/blog');
  const social = page.getByRole('navigation', { name: messages('ja').Layout.social });
  const configured = seedConfig().socialLinks;
  const links = socialLinks(configured);
  expect(links).toHaveLength(configured.length);
  for (const { name, href } of links) {
    const link = social.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await expect(link.locator('svg path')).toHaveCount(1);
  }
  expect(iconApiRequests).toEqual([]);
  await context.close();
});
