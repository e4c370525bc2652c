import { expect, type Page, test } from '@playwright/test';
import { IntlMessageFormat } from 'intl-messageformat';

import { languageTag, type Locale } from '../../src/i18n/locales';
import { seriousViolations } from '../support/a11y';
import { messages, seed } from '../support/stack';

// What the seed holds and the clock says: the lists split at the moment they render.
const events = seed('events');
const now = Date.now();
const upcoming = events.filter((event) => Date.parse(event.shared.endsAt as string) >= now);
const past = events.filter((event) => Date.parse(event.shared.endsAt as string) < now);
const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`);
// Intl puts no-break spaces in "25 €"; the tests compare what a reader sees.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

function plural(locale: Locale, message: string, count: number): string {
  return plain(String(new IntlMessageFormat(message, languageTag(locale)).format({ count })));
}

// Other tests publish events of their own into the same CMS (ticket tests, for one): the lists are
// compared on the seeded events, in their order, and counts on the cards shown.
const seeded = new Set(events.map((event) => event.slug));
const slugs = async (page: Page, within = 'section[aria-labelledby="upcoming"]') =>
  (
    await page
      .locator(`${within} [data-event-card]`)
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-event-card')))
  ).filter((slug) => slug !== null && seeded.has(slug));
const cardCount = (page: Page) =>
  page.locator('section[aria-labelledby="upcoming"] [data-event-card]').count();

test.describe('the events list as image cards', () => {
  // Prices as each locale writes money: the cheapest tier open to everyone, "From" when dearer ones exist.
  const prices: Record<string, Partial<Record<Locale, string>>> = {
    'lisbon-builders-winter-summit-2026': { en: 'From €25', de: 'ab 25 €', ja: '€25〜' },
    'tokyo-creators-spring-showcase-2027': { en: 'From ¥1,000', de: 'ab 1.000 ¥', ja: '￥1,000〜' },
    'creators-online-summit-2027': { en: 'Free', de: 'Kostenlos', ja: '無料' },
  };

  for (const locale of ['en', 'ja', 'de'] as const) {
    test(`${locale}: every upcoming event is a card with a cover, date tile, place, time zone and price`, async ({
      page,
    }) => {
      const response = await page.goto(`${prefix(locale)}/events`);
      expect(response?.status()).toBe(200);
      const t = messages(locale).EventList;
      expect(await slugs(page)).toEqual(upcoming.map((event) => event.slug));
      for (const event of upcoming) {
        const card = page.locator(`[data-event-card="${event.slug}"]`);
        // The editor's image, or the generated cover; never an empty box.
        await expect(card.locator('img, [data-generated-cover]').first()).toBeVisible();
        await expect(card.getByRole('link', { name: event.locales[locale]!.title as string })).toBeVisible();
        const place = plain(await card.locator('[data-place]').textContent());
        expect(place, event.slug).toBe(event.shared.onlineUrl ? t.online : event.locales[locale]!.city);
        // The time zone is named after the time (its generic name in this language).
        const zone = new Intl.DateTimeFormat(languageTag(locale), {
          timeZone: event.shared.timeZone as string,
          timeZoneName: 'shortGeneric',
        })
          .formatToParts(new Date(event.shared.startsAt as string))
          .find((part) => part.type === 'timeZoneName')!.value;
        await expect(card).toContainText(zone);
      }
      for (const [slug, price] of Object.entries(prices)) {
        if (!upcoming.some((event) => event.slug === slug)) continue;
        const text = plain(await page.locator(`[data-event-card="${slug}"] [data-price]`).textContent());
        expect(text, slug).toBe(price[locale]);
      }
      // Past events are apart, below the upcoming ones, latest first.
      expect(await slugs(page, 'section[aria-labelledby="past"]')).toEqual(
        past.map((event) => event.slug).reverse(),
      );
      const [upcomingTop, pastTop] = await Promise.all(
        ['upcoming', 'past'].map(async (id) => (await page.locator(`#${id}`).boundingBox())!.y),
      );
      expect(pastTop).toBeGreaterThan(upcomingTop!);
      await expect(page.locator('#past')).toHaveText(t.past);
    });
  }

  test('says "Upcoming events" once: the list’s heading is its count', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Upcoming events', exact: true })).toHaveCount(1);
    await expect(page.locator('#upcoming')).toHaveText(
      plural('en', messages('en').EventList.upcomingCount, await cardCount(page)),
    );
    expect(await slugs(page)).toEqual(upcoming.map((event) => event.slug));
  });

  test('a hub page shows its events as the same cards', async ({ page }) => {
    const hub = seed('hubs')[0]!;
    await page.goto(`/hubs/${hub.slug}`);
    const own = events.filter((event) => event.shared.hub === hub.slug).map((event) => event.slug);
    const shown = await page
      .locator('[data-event-card]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-event-card')));
    expect(shown.sort()).toEqual([...own].sort());
    await expect(
      page.locator('[data-event-card] [data-generated-cover], [data-event-card] img').first(),
    ).toBeVisible();
  });
});

test.describe('filters without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('city, online, free and dates narrow the list, and the URL keeps them', async ({ page }) => {
    await page.goto('/events');
    const t = messages('en').EventList;
    const form = page.getByRole('search', { name: t.filtersLabel });

    await form.getByLabel(t.city).selectOption('Lisbon');
    await form.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/[?&]city=Lisbon(&|$)/);
    const lisbon = (list: typeof events) =>
      list.filter((event) => event.locales.en!.city === 'Lisbon').map((event) => event.slug);
    expect(await slugs(page)).toEqual(lisbon(upcoming));
    expect(await slugs(page, 'section[aria-labelledby="past"]')).toEqual(lisbon(past).reverse());
    await expect(page.locator('#upcoming')).toHaveText(plural('en', t.matchCount, await cardCount(page)));

    // The form shows what is applied; online and free on top of a city find nothing, and say so.
    await expect(form.getByLabel(t.city)).toHaveValue('Lisbon');
    await form.getByLabel(t.onlineOnly).check();
    await form.getByRole('button', { name: t.apply }).click();
    await expect(page.getByText(t.emptyFiltered)).toBeVisible();

    await form.getByLabel(t.city).selectOption('');
    await form.getByLabel(t.freeOnly).check();
    await form.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/online=1/);
    await expect(page).toHaveURL(/free=1/);
    const onlineFree = upcoming.filter(
      (event) =>
        event.shared.onlineUrl &&
        (event.locales.en!.tickets as { price: number; nftGated: boolean }[]).some(
          (tier) => tier.price === 0 && !tier.nftGated,
        ),
    );
    expect(await slugs(page)).toEqual(onlineFree.map((event) => event.slug));

    await page.getByRole('link', { name: t.clear }).click();
    await expect(page).toHaveURL(/\/events$/);
    expect(await slugs(page)).toEqual(upcoming.map((event) => event.slug));
  });

  test('a date range in German, in the event’s own calendar days', async ({ page }) => {
    const t = messages('de').EventList;
    await page.goto('/de/events');
    const form = page.getByRole('search', { name: t.filtersLabel });
    await form.getByLabel(t.from).fill('2027-03-01');
    await form.getByLabel(t.to).fill('2027-04-30');
    await form.getByRole('button', { name: t.apply }).click();
    await expect(page).toHaveURL(/\/de\/events\?.*from=2027-03-01.*to=2027-04-30/);
    const inRange = upcoming
      .filter((event) => {
        const day = (event.shared.startsAt as string).slice(0, 10);
        return day >= '2027-03-01' && day <= '2027-04-30';
      })
      .map((event) => event.slug);
    expect(inRange.length).toBeGreaterThan(0);
    expect(await slugs(page)).toEqual(inRange);
  });
});

test.describe('filtered views are served on request, the plain list stays static', () => {
  test('the plain list comes from the prerendered copy; a filtered URL is rendered for that URL', async ({
    request,
  }) => {
    const plainList = await request.get('/events');
    expect(plainList.status()).toBe(200);
    expect(plainList.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    // An empty form (`?city=&from=`) or a tracking parameter is still the plain list.
    for (const query of ['?city=&from=&to=', '?utm_source=newsletter']) {
      const same = await request.get(`/events${query}`);
      expect(same.headers()['x-nextjs-cache'], query).toMatch(/HIT|STALE/);
    }

    const filtered = await request.get('/events?city=Lisbon');
    expect(filtered.status()).toBe(200);
    expect(filtered.headers()['x-nextjs-cache']).toBeUndefined();
    // Shareable and cacheable by URL for the shared cache in front (nginx keys on the full URI).
    expect(filtered.headers()['cache-control']).toMatch(/public/);
    expect(filtered.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    const html = await filtered.text();
    expect(html).toContain('data-event-card="lisbon-builders-winter-summit-2026"');
    expect(html).not.toContain('data-event-card="creators-online-summit-2027"');
    // Variants are not for search engines; the plain list is the canonical page.
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    // The internal route has no address of its own.
    expect((await request.get('/events-filtered?city=Lisbon')).status()).toBe(404);
  });

  test('bad filter values get a page that says what was left out, never a 500', async ({ request }) => {
    const t = messages('en').EventList;
    const response = await request.get('/events?city=Atlantis&from=2026-02-31&to=yesterday&free=maybe');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('role="status"');
    for (const label of [t.city, t.from, t.to, t.freeOnly]) expect(html).toContain(label);
    // Everything upcoming is still listed: the bad filters were ignored, not applied.
    for (const event of upcoming) expect(html).toContain(`data-event-card="${event.slug}"`);

    for (const query of [
      `city=${'x'.repeat(3000)}`,
      'city[]=Lisbon&city[]=Tokyo',
      'from[$gt]=2020-01-01',
      'city=%E0%A4%A',
      `free=${encodeURIComponent('<script>alert(1)</script>')}`,
      'online=1&online=0',
    ]) {
      const answer = await request.get(`/events?${query}`);
      expect(answer.status(), query).toBeLessThan(500);
      expect([200, 400, 414], query).toContain(answer.status());
      expect(await answer.text(), query).not.toContain('<script>alert(1)</script>');
    }
    // Beyond the proxy's query limit: a clear 414.
    expect((await request.get(`/events?city=${'x'.repeat(5000)}`)).status()).toBe(414);
  });
});

test.describe('the hubs list', () => {
  for (const locale of ['en', 'ja', 'de'] as const) {
    test(`${locale}: hubs are cards with an avatar, where they meet and their upcoming events counted`, async ({
      page,
    }) => {
      await page.goto(`${prefix(locale)}/hubs`);
      const t = messages(locale).HubList;
      for (const hub of seed('hubs')) {
        const card = page.locator(`[data-hub-card="${hub.slug}"]`);
        await expect(card.locator('img, [data-generated-avatar]').first()).toBeVisible();
        await expect(card.getByRole('link', { name: hub.locales[locale]!.name as string })).toBeVisible();
        await expect(card.getByRole('listitem').first()).toHaveText(hub.locales[locale]!.city as string);
        const count = upcoming.filter((event) => event.shared.hub === hub.slug).length;
        expect(plain(await card.locator('[data-upcoming-count]').textContent()), hub.slug).toBe(
          plural(locale, t.upcomingCount, count),
        );
      }
    });
  }
});

test.describe('accessibility', () => {
  for (const [path, scheme] of [
    ['/events', 'light'],
    ['/ja/events?free=1', 'dark'],
    ['/events?city=Atlantis', 'dark'],
    ['/de/hubs', 'light'],
    ['/hubs', 'dark'],
  ] as const) {
    test(`${path} (${scheme}) has no serious axe findings`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
