import { expect, type Locator, type Page, test } from '@playwright/test';

import { seriousViolations } from '../support/a11y';
import { messages, seedPages, withBrand } from '../support/stack';

// Issue 26, "the product shown": screens drawn by the site's own components (the ticket with its real QR
// drawing, the door's scanner, a pass, an organizer's dashboard, a hub), in the visitor's language, each
// one image with one translated sentence for screen readers and nothing focusable inside.

test.use({ viewport: { width: 390, height: 844 } });

const locales = [
  ['en', ''],
  ['ja', '/ja'],
] as const;

/** A product screen by the sentence screen readers get for it. */
const screen = (page: Page, label: string) =>
  page.locator('[data-product-screen]').and(page.getByRole('img', { name: label, exact: true }));

async function expectNothingFocusable(page: Page) {
  await expect(page.locator('[data-product-screen]').first()).toBeVisible();
  await expect(
    page.locator('[data-product-screen] :is(a, button, input, select, textarea, [tabindex])'),
  ).toHaveCount(0);
}

/** The QR path the server drew: real modules, not a placeholder. */
async function expectQr(frame: Locator) {
  const qr = frame.getByTestId('ticket-qr');
  await expect(qr).toBeVisible();
  await expect(qr.locator('path')).toHaveAttribute('d', /^(M\d+ \d+h\d+v1h-\d+z){20,}/);
}

for (const [locale, prefix] of locales) {
  const t = messages(locale);
  const s = t.ProductScreens;
  const event = s.sample.event;

  test(`the home page shows a ticket, a dashboard and a hub in ${locale}`, async ({ page }) => {
    await page.goto(prefix || '/');
    // The hero's heading is the page's <h1>; the ticket stands beside it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      withBrand(String(seedPages(locale).home!.sections[0]!.heading)),
    );
    const ticket = screen(page, s.labels.ticket.replace('{event}', event));
    await expect(ticket).toBeVisible();
    await expectQr(ticket);
    for (const text of [
      event,
      t.Tickets.ticket.title,
      t.Tickets.ticket.holder,
      t.Tickets.status.issued,
      s.sample.guestOne,
      s.sample.venue,
    ]) {
      await expect(ticket).toContainText(text);
    }

    const dashboard = screen(page, s.labels.dashboard.replace('{event}', event));
    await dashboard.scrollIntoViewIfNeeded();
    for (const text of [
      t.OrganizerGuests.overview.issued,
      t.OrganizerGuests.overview.checkedIn,
      t.OrganizerGuests.guests.heading,
      t.OrganizerGuests.status.checked_in,
      s.sample.guestTwo,
      s.sample.earlyTier,
    ]) {
      await expect(dashboard).toContainText(text);
    }
    await expect(dashboard).toHaveAttribute('data-frame', 'desktop');

    const hub = screen(page, s.labels.hub.replace('{hub}', s.sample.hub));
    await hub.scrollIntoViewIfNeeded();
    await expect(hub).toContainText(t.Hub.upcomingEvents);
    await expect(hub).toContainText(s.sample.secondEvent);
    // The hub's avatar and the events' covers are generated, never empty.
    await expect(hub.locator('[data-generated-avatar]')).not.toBeEmpty();
    await expect(hub.locator('[data-generated-cover]')).toHaveCount(2);

    await expectNothingFocusable(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the app page shows the door's scanner and a guest's ticket in ${locale}`, async ({ page }) => {
    await page.goto(`${prefix}/app`);
    const door = page.locator('[data-product-screen]', {
      has: page.locator('[data-door-state="alreadyCheckedIn"]'),
    });
    await expect(door).toHaveCount(1);
    await door.scrollIntoViewIfNeeded();
    await expect(door).toContainText(t.CheckIn.result.alreadyCheckedIn);
    await expect(door).toContainText(t.CheckIn.title);
    await expect(door).toContainText(s.sample.doorStaff);
    // One sentence for screen readers, naming the guest, instead of the fake interface.
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' }).format(
      new Date('2027-05-21T19:12:00Z'),
    );
    await expect(door).toHaveAttribute('role', 'img');
    await expect(door).toHaveAttribute(
      'aria-label',
      s.labels.checkInAlreadyCheckedIn.replace('{name}', s.sample.guestTwo).replace('{time}', time),
    );

    const ticket = screen(page, s.labels.ticket.replace('{event}', event));
    await ticket.scrollIntoViewIfNeeded();
    await expectQr(ticket);
    await expect(ticket).toContainText(t.Tickets.ticket.showAtDoor);

    await expectNothingFocusable(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`the pass pages show their pass cards in ${locale}`, async ({ page }) => {
    await page.goto(`${prefix}/creator-pass`);
    const creator = screen(page, s.labels.creatorPass);
    await expect(creator).toBeVisible();
    await expect(creator).toContainText('Creator Pass');
    await expect(creator).toContainText(s.pass.perks);
    await expect(creator).toContainText(s.pass.creatorPerkOne);
    await expect(creator.getByTestId('ticket-qr')).toBeVisible();

    await page.goto(`${prefix}/founder-pass`);
    const founder = page.locator('[data-product-screen]').first();
    await expect(founder).toContainText('Founder Pass');
    await expect(founder).toContainText(s.pass.founderPerkOne);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a German visitor sees German words and dates in the screens', async ({ page }) => {
  const t = messages('de');
  await page.goto('/de/engagement');
  const door = page.locator('[data-product-screen]').first();
  await expect(door).toContainText(t.CheckIn.result.checkedIn);
  await expect(door).toContainText(t.ProductScreens.sample.guestTwo);
  await page.goto('/de/nft-tickets');
  const dashboard = page.locator('[data-product-screen]').first();
  // German dates: "21.05.2027" style, in the dashboard's date line.
  await expect(dashboard).toContainText('21.05.2027');
  await expect(dashboard).toContainText(t.OrganizerGuests.overview.capacity);
});
