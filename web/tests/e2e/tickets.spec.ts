import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';

import { seriousViolations } from '../support/a11y';
import { confirmedAccount, mailTo, newAccount, signIn, visitorIp } from '../support/accounts';
import { messages } from '../support/stack';

// Getting and holding a ticket on the site, as visitors do it, on seeded events that lie in the future:
// - sao-paulo-nonprofit-impact-meetup-2027: a venue, free "general-admission" (120 seats);
// - creators-online-summit-2027: online (join link in the CMS), free "free-registration" (unlimited)
//   and the 3-seat free "speaker-roundtable", which only the waitlist test fills;
// - jakarta-web3-community-meetup-may-2027: free "general-admission" (100 seats).

const venueEvent = 'sao-paulo-nonprofit-impact-meetup-2027';
const onlineEvent = 'creators-online-summit-2027';
const joinLink = 'https://live.example.com/creators-online-summit-2027';
const codeEvent = 'jakarta-web3-community-meetup-may-2027';

const en = messages('en').Tickets;
const ja = messages('ja').Tickets;
const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() });
});

const tier = (page: Page, key: string) => page.locator(`[data-tier="${key}"]`);

/** A guest's claim on the event page: open the tier's form, give a name and an address, send. */
async function claimAsGuest(
  page: Page,
  locale: string,
  slug: string,
  key: string,
  guest: { name: string; email: string },
) {
  await page.goto(`${prefix(locale)}/events/${slug}`);
  const row = tier(page, key);
  await row.locator('summary').click();
  await row.getByLabel(messages(locale).Tickets.fields.name).fill(guest.name);
  await row.getByLabel(messages(locale).Tickets.fields.email).fill(guest.email);
  await row.locator('form button[type="submit"]').click();
  return row;
}

/** The QR as a camera would see it: a screenshot of the drawn element, decoded by jsQR. */
async function readQr(page: Page, qr: Locator): Promise<string | null> {
  const png = (await qr.screenshot()).toString('base64');
  const image = await page.evaluate(async (data) => {
    // An <img> (img-src allows data:), not fetch(): the page's connect-src does not.
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const bitmap = await createImageBitmap(img);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) };
  }, png);
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data ?? null;
}

const codeOfTicketPage = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

/** Opens the mailed confirmation link; lands on the new ticket's page, signed in. */
async function confirmByMail(page: Page, email: string, after = 0) {
  const mail = await mailTo(email, after);
  expect(new URL(mail.link).pathname).toMatch(/\/tickets\/confirm$/);
  await page.goto(mail.link);
  await page.waitForURL(/\/account\/tickets\/[A-Za-z0-9_-]+$/);
  return mail;
}

test('a new visitor joins a free event in English: mail, link, ticket with a QR that decodes', async ({
  page,
}) => {
  const guest = { name: 'Ana Souza', email: newAccount().email };
  const row = await claimAsGuest(page, 'en', venueEvent, 'general-admission', guest);
  await expect(row.getByRole('status')).toContainText(en.checkEmail.heading);
  await expect(row.getByRole('status')).toContainText(guest.email);

  await confirmByMail(page, guest.email);
  const code = codeOfTicketPage(page);
  await expect(page.getByText(guest.name)).toBeVisible();
  await expect(page.getByText(en.status.issued, { exact: true })).toBeVisible();
  const qr = page.getByTestId('ticket-qr');
  // Large enough for a phone camera at arm's length: at least 240 CSS pixels on a phone.
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(240);
  expect(await readQr(page, qr)).toBe(code);
  // A venue: its map link, and no join link.
  await expect(page.getByRole('link', { name: en.ticket.openMap })).toHaveAttribute('href', /openstreetmap/);
  await expect(page.getByTestId('join-link')).toHaveCount(0);
  // Listed under My tickets, signed in by the confirmation.
  await page.goto('/account/tickets');
  await expect(page.getByTestId('my-tickets')).toContainText(en.status.issued);
  await expect(page.getByTestId('my-tickets').getByRole('link')).toHaveAttribute(
    'href',
    `/account/tickets/${code}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  // Read in another language, the ticket names its tier in that language too.
  await page.goto(`/de/account/tickets/${code}`);
  await expect(page.getByText('Allgemeiner Eintritt')).toBeVisible();
});

test('a new visitor joins an online event in Japanese; only the holder ever sees the join link', async ({
  page,
  browser,
}) => {
  // Not in anything public: page HTML (with its RSC payload), the RSC request, the .ics, the tRPC read.
  for (const path of [`/events/${onlineEvent}`, `/ja/events/${onlineEvent}`]) {
    const html = await (await page.request.get(path)).text();
    expect(html).not.toContain(joinLink);
    expect(html).toContain(messages(path.startsWith('/ja') ? 'ja' : 'en').EventPage.onlineNote);
    const rsc = await page.request.get(path, { headers: { RSC: '1' } });
    expect(await rsc.text()).not.toContain(joinLink);
  }
  const ics = await page.request.get(`/api/calendar/ja/${onlineEvent}.ics`);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).not.toContain(joinLink);
  const bySlug = await page.request.get(
    `/api/trpc/events.bySlug?input=${encodeURIComponent(JSON.stringify({ json: { locale: 'ja', slug: onlineEvent } }))}`,
  );
  expect(bySlug.status()).toBe(200);
  expect(await bySlug.text()).not.toContain(joinLink);

  const guest = { name: '山田 花子', email: newAccount().email };
  const row = await claimAsGuest(page, 'ja', onlineEvent, 'free-registration', guest);
  await expect(row.getByRole('status')).toContainText(ja.checkEmail.heading);
  const mail = await confirmByMail(page, guest.email);
  expect(new URL(mail.link).pathname).toBe('/ja/tickets/confirm');
  expect(new URL(page.url()).pathname).toMatch(/^\/ja\/account\/tickets\//);
  const code = codeOfTicketPage(page);
  await expect(page.getByText(ja.status.issued, { exact: true })).toBeVisible();
  expect(await readQr(page, page.getByTestId('ticket-qr'))).toBe(code);
  // The holder sees the join link, and only on their ticket.
  await expect(page.getByTestId('join-link')).toHaveAttribute('href', joinLink);
  expect(await seriousViolations(page)).toEqual([]);

  // Nobody signed in: no ticket data, a way to sign in; the procedure answers 401.
  const nobody = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } });
  const anonymous = await nobody.newPage();
  await anonymous.goto(`/ja/account/tickets/${code}`);
  await expect(anonymous.getByText(ja.list.signedOut)).toBeVisible();
  await expect(anonymous.locator('main')).not.toContainText(guest.name);
  expect(await anonymous.content()).not.toContain(joinLink);
  const one = `/api/trpc/tickets.one?input=${encodeURIComponent(JSON.stringify({ json: { code, locale: 'ja' } }))}`;
  const anonymousAnswer = await anonymous.request.get(one);
  expect(anonymousAnswer.status()).toBe(401);
  expect(await anonymousAnswer.text()).not.toContain(joinLink);
  await nobody.close();

  // Another signed-in visitor: "not in your account", 404, never the data.
  const other = await otherSignedInVisitor(browser);
  await other.goto(`/ja/account/tickets/${code}`);
  await expect(other.getByText(ja.errors.notFound)).toBeVisible();
  await expect(other.locator('main')).not.toContainText(guest.name);
  const otherAnswer = await other.request.get(one);
  expect(otherAnswer.status()).toBe(404);
  expect(await otherAnswer.text()).not.toContain(joinLink);
  expect(await otherAnswer.text()).not.toContain(guest.name);
  await other.context().close();
});

async function otherSignedInVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } });
  const page = await context.newPage();
  const account = await confirmedAccount(page);
  await signIn(page, account.email, account.password);
  await page.waitForURL(/\/account$/);
  return page;
}

test('confirm by the typed code, then cancel the ticket', async ({ page }) => {
  const guest = { name: 'Budi Santoso', email: newAccount().email };
  const row = await claimAsGuest(page, 'en', codeEvent, 'general-admission', guest);
  await expect(row.getByRole('status')).toContainText(en.checkEmail.heading);
  const mail = await mailTo(guest.email);
  // The code stands alone at the end of its line (the link's token never does).
  const typed = /\s(\d{6})\n/.exec(mail.text)?.[1];
  expect(typed).toBeDefined();
  // A wrong code first: a clear refusal in the form, no ticket.
  await row.getByLabel(en.fields.code).fill(typed === '000000' ? '111111' : '000000');
  await row.locator('form button[type="submit"]').click();
  await expect(row.getByRole('alert')).not.toBeEmpty();
  await row.getByLabel(en.fields.code).fill(typed!);
  await row.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/account\/tickets\/[A-Za-z0-9_-]+$/);
  await expect(page.getByText(en.status.issued, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: en.ticket.cancel }).click();
  await page.getByRole('button', { name: en.ticket.cancelYes }).click();
  await expect(page.getByText(en.ticket.cancelled)).toBeVisible();
  await expect(page.getByTestId('ticket-qr')).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(en.status.cancelled, { exact: true })).toBeVisible();
});

test('sold out → waitlist → a holder cancels → the waiter is mailed in Japanese and gets the ticket', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const counts = async () =>
    (await (await page.request.get(`/api/events/${onlineEvent}/availability`)).json()) as {
      tiers: { key: string; soldOut: boolean; left: number | null }[];
    };
  const roundtable = async () => (await counts()).tiers.find((item) => item.key === 'speaker-roundtable')!;

  // Fill the 3 seats with holders who confirm by the mailed link, each in their own browser.
  const holders: Page[] = [];
  while (!(await roundtable()).soldOut) {
    expect(holders.length).toBeLessThan(3);
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } });
    const holder = await context.newPage();
    const guest = { name: `Speaker ${holders.length + 1}`, email: newAccount().email };
    await claimAsGuest(holder, 'en', onlineEvent, 'speaker-roundtable', guest);
    await expect(tier(holder, 'speaker-roundtable').getByRole('status')).toContainText(en.checkEmail.heading);
    await confirmByMail(holder, guest.email);
    holders.push(holder);
    await expect.poll(async () => (await roundtable()).left, { timeout: 15_000 }).toBe(3 - holders.length);
  }
  const firstHolder = holders[0]!;

  // Sold out: the page says so (read live) and offers the waitlist, in Japanese.
  await page.goto(`/ja/events/${onlineEvent}`);
  const row = tier(page, 'speaker-roundtable');
  await expect(row.getByTestId('tier-count')).toHaveText(ja.soldOut);
  await expect(row.locator('summary')).toContainText(ja.joinWaitlist);
  const waiter = { name: '佐藤 健', email: newAccount().email };
  await row.locator('summary').click();
  await row.getByLabel(ja.fields.name).fill(waiter.name);
  await row.getByLabel(ja.fields.email).fill(waiter.email);
  await row.locator('form button[type="submit"]').click();
  await expect(row.getByRole('status')).toContainText(ja.waitlisted.split('{position}')[0]!);

  // The first holder cancels; the seat goes to the waiter, who is told by mail in Japanese.
  await firstHolder.getByRole('button', { name: en.ticket.cancel }).click();
  await firstHolder.getByRole('button', { name: en.ticket.cancelYes }).click();
  await expect(firstHolder.getByText(en.ticket.cancelled)).toBeVisible();
  // Their first mail said they are on the waitlist; the second offers the seat.
  expect((await mailTo(waiter.email)).subject).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  const mail = await mailTo(waiter.email, 1);
  expect(mail.subject + mail.text).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  expect(new URL(mail.link).pathname).toBe('/ja/tickets/confirm');
  await page.goto(mail.link);
  await page.waitForURL(/\/ja\/account\/tickets\/[A-Za-z0-9_-]+$/);
  await expect(page.getByText(ja.status.issued, { exact: true })).toBeVisible();
  await expect(page.getByText(waiter.name)).toBeVisible();
  for (const holder of holders) await holder.context().close();
});

test('a used or expired link gets a clear page with what to do, and the pages pass axe', async ({ page }) => {
  await page.goto('/tickets/confirm?token=not-a-real-token-0000000000000000');
  await expect(page.getByRole('heading', { name: en.confirm.failedHeading })).toBeVisible();
  await expect(page.getByRole('link', { name: en.myTickets })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/ja/account/tickets');
  await expect(page.getByText(ja.list.signedOut)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/events/${venueEvent}`);
  await tier(page, 'general-admission').locator('summary').click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('without JavaScript a guest can still ask for a ticket, and a paid tier leaves the site plainly', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() },
  });
  const page = await context.newPage();
  const email = newAccount().email;
  await claimAsGuest(page, 'en', venueEvent, 'general-admission', { name: 'No Script', email });
  await page.waitForURL(/\/tickets\/confirm\?sent=1$/);
  await expect(page.getByRole('heading', { name: en.confirm.sentHeading })).toBeVisible();
  const link = (await mailTo(email)).link;
  expect(link).toContain('/tickets/confirm?token=');
  // The mailed link opens a page with a button (a POST): confirmed and signed in without a script.
  await page.goto(link);
  await page.getByRole('button', { name: en.confirm.button }).click();
  await page.waitForURL(/\/account\/tickets\/[A-Za-z0-9_-]+$/);
  // The page says why it shows no ticket: a <noscript> note in the static shell, read from the HTML
  // (in this run Playwright did not show that block, though it shows the confirm page's).
  expect(await page.content()).toContain(en.ticket.noScript);
  // The ticket page reads the ticket in the browser (its HTML is the same for everyone): the session
  // the button made shows it as soon as scripts run.
  const withScripts = await browser.newContext({ storageState: await context.storageState() });
  const ticketPage = await withScripts.newPage();
  await ticketPage.goto(page.url());
  await expect(ticketPage.getByText('No Script').first()).toBeVisible();
  await expect(ticketPage.locator('svg[role="img"]').first()).toBeVisible();
  await withScripts.close();
  // The same link a second time: the page says it no longer works.
  await page.goto(link);
  await page.getByRole('button', { name: en.confirm.button }).click();
  await expect(page.getByRole('alert')).toContainText(en.errors.invalidToken);

  // A paid tier: a link to the organizer's checkout, said to open another site, no payment form here.
  await page.goto(`/events/${venueEvent}`);
  const buy = tier(page, 'supporter').getByRole('link', { name: new RegExp(en.buy) });
  await expect(buy).toHaveAttribute('href', /^https:\/\//);
  await expect(buy).toHaveAttribute('rel', /noopener/);
  await expect(buy).toContainText(en.leavesSite);

  // A pass-holder tier asks for the holder's sign-in, not a guest's name and address.
  await page.goto(`/events/${onlineEvent}`);
  const gated = tier(page, 'creator-pass-holders');
  await expect(gated.getByText(en.forPassHolders)).toBeVisible();
  await expect(gated.getByText(en.passHolders.note)).toBeVisible();
  // Signing in comes back to the event.
  await expect(gated.getByRole('link', { name: new RegExp(en.passHolders.signIn) })).toHaveAttribute(
    'href',
    `/sign-in?next=${encodeURIComponent(`/events/${onlineEvent}`)}`,
  );
  await expect(gated.locator('summary, form')).toHaveCount(0);
  await context.close();
});
