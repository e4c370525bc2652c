import { type Browser, expect, type Page, test } from '@playwright/test';

import { languageTag } from '../../src/i18n/locales';
import { seriousViolations } from '../support/a11y';
import { messages, seed } from '../support/stack';

type Host = { name: string; role?: string };

const events = seed('events');
const warsaw = events.find((entry) => entry.slug.startsWith('warsaw'))!;
const lisbon = events.find((entry) => entry.slug === 'lisbon-builders-winter-summit-2026')!;
const online = events.find((entry) => entry.slug === 'token-gating-101-online-workshop')!;
const hubs = seed('hubs');

const path = (locale: string, slug: string) => `${locale === 'en' ? '' : `/${locale}`}/events/${slug}`;
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

async function open(browser: Browser, options: Parameters<Browser['newContext']>[0]): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

for (const locale of ['en', 'ja', 'de'] as const) {
  test(`the hosts are listed by name with their avatars (${locale})`, async ({ page }) => {
    await page.goto(path(locale, lisbon.slug));
    const t = messages(locale).EventPage;
    const hosts = page.getByRole('region', { name: t.hostedBy });
    const hub = hubs.find((entry) => entry.slug === lisbon.shared.hub)!;
    // The hub first, linked to its page and named as a hub in the page's language.
    await expect(hosts.getByRole('listitem').first()).toContainText(String(hub.locales[locale]?.name));
    await expect(hosts.getByRole('listitem').first()).toContainText(t.hubRole);
    await expect(hosts.getByRole('link', { name: String(hub.locales[locale]?.name) })).toHaveAttribute(
      'href',
      new RegExp(`/hubs/${hub.slug}$`),
    );
    const people = lisbon.shared.hosts as Host[];
    expect(people.length).toBeGreaterThan(1);
    for (const host of people) {
      const item = hosts.getByRole('listitem').filter({ hasText: host.name });
      await expect(item).toHaveCount(1);
      // No picture uploaded: the initials in a coloured circle, hidden from screen readers (the name is read).
      const initials = host.name
        .split(' ')
        .map((word) => word[0])
        .filter((_, index, all) => index === 0 || index === all.length - 1)
        .join('');
      await expect(item.locator('[aria-hidden="true"]')).toHaveText(initials);
    }
  });
}

test('the time is in the event’s zone, named, and in the visitor’s own zone where it differs', async ({
  browser,
}) => {
  const start = new Date(String(warsaw.shared.startsAt));
  const end = new Date(String(warsaw.shared.endsAt));
  for (const locale of ['en', 'de'] as const) {
    const tag = languageTag(locale);
    const zone = (timeZone: string) =>
      new Intl.DateTimeFormat(tag, { timeZone, timeZoneName: 'longGeneric' })
        .formatToParts(start)
        .find((part) => part.type === 'timeZoneName')!.value;
    const range = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(tag, { timeZone, ...options }).formatRange(start, end);

    const visitor = await open(browser, { timezoneId: 'America/Los_Angeles', locale: tag });
    await visitor.goto(path(locale, warsaw.slug));
    // The event's own time, with its zone named: 10:00–18:00 in Warsaw.
    const main = visitor.locator('main');
    await expect(main).toContainText(range('Europe/Warsaw', { hour: 'numeric', minute: '2-digit' }));
    await expect(main).toContainText(zone('Europe/Warsaw'));
    // …and the same moment in Los Angeles, added in the browser.
    const own = visitor.locator('[data-visitor-time]');
    await expect(own).toContainText(messages(locale).EventPage.yourTime);
    await expect(own).toContainText(
      range('America/Los_Angeles', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }),
    );
    await expect(own).toContainText(zone('America/Los_Angeles'));
    await visitor.context().close();
  }

  // A visitor in the event's zone, or one whose clock reads the same (Berlin), sees it once.
  for (const timezoneId of ['Europe/Warsaw', 'Europe/Berlin']) {
    const local = await open(browser, { timezoneId });
    await local.goto(path('en', warsaw.slug));
    // The share button is enabled once the page's islands have hydrated: the visitor's time would be there.
    await expect(local.getByRole('button', { name: messages('en').EventPage.share })).toBeEnabled();
    await expect(local.locator('[data-visitor-time]')).toHaveCount(0);
    await local.context().close();
  }
});

test('the prerendered HTML carries the event’s zone only, the same for every visitor', async ({
  request,
}) => {
  const html = await (await request.get(path('ja', warsaw.slug))).text();
  expect(html).toContain('data-event-zone="Europe/Warsaw"');
  expect(html).not.toContain('data-visitor-time');
});

test('a venue has an “Open in map” link; an online event says “Online” and never shows its join link', async ({
  page,
}) => {
  const t = messages('de').EventPage;
  await page.goto(path('de', warsaw.slug));
  const map = page.getByRole('link', { name: t.openMap });
  const venue = warsaw.locales.de!;
  await expect(map).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${String(venue.venueName)}, ${String(venue.venueAddress)}`)}`,
  );
  await expect(map).toHaveAttribute('rel', 'noopener noreferrer');

  await page.goto(path('de', online.slug));
  await expect(page.locator('main')).toContainText(messages('de').Event.online);
  await expect(page.getByRole('link', { name: t.openMap })).toHaveCount(0);
  const joinUrl = String(online.shared.onlineUrl);
  expect(joinUrl).toMatch(/^https:/);
  // Ticket holders get it with their ticket; the page shows neither the link nor the address.
  await expect(page.locator(`a[href="${joinUrl}"]`)).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(joinUrl);
});

test('Share copies the page’s address where there is no share sheet, and says so', async ({ browser }) => {
  const page = await open(browser, { viewport: desktop, permissions: ['clipboard-read', 'clipboard-write'] });
  await page.addInitScript(() => {
    // Desktop Chromium on Linux has no share sheet; make sure of it.
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const t = messages('ja').EventPage;
  await page.goto(`${path('ja', warsaw.slug)}#tickets`);
  await page.getByRole('button', { name: t.share }).click();
  await expect(page.getByRole('status').filter({ hasText: t.linkCopied })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL(path('ja', warsaw.slug), page.url()).href);
  await page.context().close();
});

test('Share opens the device’s share sheet where the browser has one', async ({ browser }) => {
  const page = await open(browser, { viewport: phone });
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
      configurable: true,
    });
  });
  const t = messages('en').EventPage;
  await page.goto(path('en', warsaw.slug));
  await page.getByRole('button', { name: t.share }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([
      { title: String(warsaw.locales.en?.title), url: new URL(path('en', warsaw.slug), page.url()).href },
    ]);
  await expect(page.getByRole('status').filter({ hasText: t.linkCopied })).toHaveCount(0);
  await page.context().close();
});

test('on a phone a bar with the price leads to the tickets and keeps clear of the help button', async ({
  browser,
}) => {
  const page = await open(browser, { viewport: phone, isMobile: true, hasTouch: true });
  const t = messages('en').EventPage;
  await page.goto(path('en', warsaw.slug));
  const bar = page.locator('[data-event-action-bar]');
  await expect(bar).toBeVisible();
  // Warsaw: 49 and 79 PLN for everyone, free for pass holders only: "From PLN 49.00".
  const from = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PLN' }).format(49);
  await expect(bar).toContainText(t.fromPrice.replace('{price}', from));
  // Stuck to the bottom of the screen while the page is read.
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(phone.height);
  const help = (await page.getByRole('link', { name: 'Telegram Help Button' }).boundingBox())!;
  const action = bar.getByRole('link', { name: t.getTickets });
  const button = (await action.boundingBox())!;
  expect(button.x + button.width, 'the bar’s button ends before the help button starts').toBeLessThan(help.x);
  await action.click();
  await expect(page).toHaveURL(/#tickets$/);
  await expect(page.locator('#tickets')).toBeInViewport();
  // …below the sticky site header, not under it.
  const header = (await page.getByRole('banner').boundingBox())!;
  const heading = (await page.locator('#tickets').boundingBox())!;
  expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height);

  // At the end of the page the bar rests after the content instead of covering it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastTier = page.locator('section[aria-labelledby="tickets"] li').last();
  const tierBox = (await lastTier.boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(tierBox.y + tierBox.height).toBeLessThanOrEqual(barBox.y);
  await page.context().close();

  const wide = await open(browser, { viewport: desktop });
  await wide.goto(path('en', warsaw.slug));
  await expect(wide.locator('[data-event-action-bar]')).toBeHidden();
  // Wide screens get the side card instead, with the same way to the tiers.
  await expect(
    wide.getByRole('region', { name: t.registration }).getByRole('link', { name: t.getTickets }),
  ).toHaveAttribute('href', '#tickets');
  await wide.context().close();
});

test('an event without a cover shows a generated one with its title, never an empty box', async ({
  page,
}) => {
  await page.goto(path('ja', warsaw.slug));
  const cover = page.locator('[data-generated-cover]').first();
  await expect(cover).toBeVisible();
  await expect(cover.locator('svg')).toHaveCount(1);
  await expect(cover).toContainText(String(warsaw.locales.ja?.title));
  const box = (await cover.boundingBox())!;
  expect(box.height).toBeGreaterThan(100);
  expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
});

for (const [locale, colorScheme, viewport] of [
  ['en', 'light', phone],
  ['ja', 'dark', phone],
  ['de', 'dark', desktop],
] as const) {
  test(`the event page with hosts, times and share passes axe (${locale}, ${colorScheme}, ${viewport.width} px)`, async ({
    browser,
  }) => {
    const page = await open(browser, { viewport, colorScheme, timezoneId: 'Asia/Kolkata' });
    await page.goto(path(locale, lisbon.slug));
    // The new parts are there to be checked: hosts, the visitor's time, share.
    await expect(page.getByRole('region', { name: messages(locale).EventPage.hostedBy })).toBeVisible();
    await expect(page.locator('[data-visitor-time]')).toBeVisible();
    await expect(page.getByRole('button', { name: messages(locale).EventPage.share })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
}
