import { type Browser, expect, test } from '@playwright/test';

import { mailTo } from '../support/accounts';
import {
  accountVia,
  dataOf,
  errorOf,
  organizerEvent,
  type Session,
  signInAs,
  trpc,
} from '../support/organizer-guests';
import { cmsApi, mainText, messages } from '../support/stack';
import { availability, createEvent, storedTickets } from '../support/tickets';

// An organizer's guest list through the site's own doors: the manage page, the CSV route and the
// `organizer` guest procedures, against the real CMS. Each test makes its own accounts and event.

const en = messages('en').OrganizerGuests;
const de = messages('de').OrganizerGuests;
const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';

type Guest = { code: string; name: string; email: string; status: string; checkedInAt: string | null };

/** Accounts are made through a throwaway event's guest claims (a confirmed account with a session). */
async function accounts(count: number): Promise<Session[]> {
  const lobby = await createEvent([{ key: 'lobby', supply: 50 }]);
  return Promise.all(
    Array.from({ length: count }, (_, index) => accountVia(lobby, 'lobby', { name: `Account ${index}` })),
  );
}

async function as(browser: Browser, session: Session | null) {
  const context = await browser.newContext({ baseURL });
  if (session) await signInAs(context, baseURL, session);
  return context;
}

/** An organizer's event, 2 seats, both taken: Ana (English, a name that needs quoting) and Hanako (Japanese). */
async function eventWithTwoGuests() {
  const [organizer, stranger, coHost] = await accounts(3);
  const event = await organizerEvent(organizer!, 2);
  const tierKey = event.input.tiers[0]!.key;
  const ana = await accountVia(event.slug, tierKey, { name: 'Souza, Ana "Nina"', locale: 'en' });
  const hanako = await accountVia(event.slug, tierKey, { name: '@山田 花子', locale: 'ja' });
  return { organizer: organizer!, stranger: stranger!, coHost: coHost!, event, tierKey, ana, hanako };
}

test('the organizer lists, searches, downloads, cancels and messages; a co-host sees the list', async ({
  browser,
}) => {
  // Accounts, an event and guests through mailed confirmations: more than the default minute.
  test.setTimeout(150_000);
  const { organizer, coHost, event, ana, hanako } = await eventWithTwoGuests();
  const context = await as(browser, organizer);
  const page = await context.newPage();

  // The page, rendered on the server for the organizer: both guests, the counts.
  const html = await (await context.request.get(`/account/events/${event.id}`)).text();
  const text = mainText(html);
  expect(text).toContain('Souza, Ana "Nina"');
  expect(text).toContain('@山田 花子');
  await page.goto(`/account/events/${event.id}`);
  await expect(page.getByTestId('count-issued')).toHaveText('2');
  await expect(page.getByTestId('message-recipients')).toContainText('2 guests will receive it.');
  await expect(page.getByTestId('count-capacity')).toHaveText('2');

  // Search: a GET form the server answers (no JavaScript needed).
  const found = mainText(
    await (await context.request.get(`/account/events/${event.id}?q=${encodeURIComponent('花子')}`)).text(),
  );
  expect(found).toContain('@山田 花子');
  expect(found).not.toContain('Souza');
  const byEmail = mainText(
    await (
      await context.request.get(`/account/events/${event.id}?q=${encodeURIComponent(hanako.email)}`)
    ).text(),
  );
  expect(byEmail).toContain('@山田 花子');
  expect(byEmail).not.toContain('Souza');
  const viaProcedure = await trpc(context.request, 'query', 'organizer.guests', { id: event.id, q: 'souza' });
  expect(dataOf<Guest[]>(viaProcedure).map((guest) => guest.email)).toEqual([ana.email]);

  // Hanako is let in at the door (the check-in page's CMS route).
  const scanned = await cmsApi(`/organizer/events/${event.id}/check-ins`, {
    method: 'POST',
    token: organizer.jwt,
    body: { code: hanako.code, scanId: `scan-${Date.now()}` },
  });
  expect(scanned.status, JSON.stringify(scanned.json)).toBe(200);

  // The CSV: a private attachment, UTF-8 with BOM, RFC 4180 quoting, the formula guard, German headers.
  const csv = await context.request.get(`/api/organizer/events/${event.id}/guests.csv?locale=de`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv; charset=utf-8/);
  expect(csv.headers()['content-disposition']).toBe(`attachment; filename="guests-${event.slug}.csv"`);
  expect(csv.headers()['cache-control']).toBe('private, no-store');
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(rows[0]).toBe(
    [
      de.csv.name,
      de.csv.email,
      de.csv.tier,
      de.csv.status,
      de.csv.code,
      de.csv.registeredAt,
      de.csv.checkedInAt,
      de.csv.checkedInBy,
    ].join(','),
  );
  const iso = String.raw`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z`;
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(rows[1]).toMatch(
    new RegExp(
      `^"Souza, Ana ""Nina""",${escaped(ana.email)},General,${de.status.issued},${ana.code},${iso},,$`,
    ),
  );
  // Checked in at the door: the time in ISO and who let her in; the name starts with @ (guarded).
  expect(rows[2]).toMatch(
    new RegExp(
      `^'@山田 花子,${escaped(hanako.email)},General,${de.status.checked_in},${hanako.code},${iso},${iso},\\S`,
    ),
  );
  expect(rows.at(-1)).toBe('');
  expect(rows).toHaveLength(4);

  // Cancel Ana's ticket: the seat is free again, and the CSV says so.
  expect((await availability(event.slug)).tiers[0]).toMatchObject({ taken: 2, left: 0, soldOut: true });
  const cancelled = await trpc(context.request, 'mutation', 'organizer.cancelGuest', {
    id: event.id,
    code: ana.code,
  });
  expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
  expect(dataOf<Guest>(cancelled).status).toBe('cancelled');
  expect((await availability(event.slug)).tiers[0]).toMatchObject({ taken: 1, left: 1, soldOut: false });
  const again = await trpc(context.request, 'mutation', 'organizer.cancelGuest', {
    id: event.id,
    code: ana.code,
  });
  expect(again.status).toBe(409);
  expect(errorOf(again).organizerError).toBe('alreadyCancelled');
  const after = (
    await (await context.request.get(`/api/organizer/events/${event.id}/guests.csv`)).text()
  ).split('\r\n');
  expect(after.find((row) => row.includes(ana.code))).toContain(`,${en.status.cancelled},`);

  // A message reaches every valid ticket (Hanako now), in the guest's own language.
  const sent = await trpc(context.request, 'mutation', 'organizer.messageGuests', {
    id: event.id,
    subject: 'Doors open at 18:30',
    body: 'See you there.\nBring your ticket.',
  });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  expect(dataOf<{ sent: number }>(sent).sent).toBe(1);
  const mail = await mailTo(hanako.email, 2);
  expect(mail.subject).toContain('Doors open at 18:30');
  expect(mail.text).toContain('See you there.\nBring your ticket.');
  expect(mail.text).toContain('主催者');

  // Co-hosts: added by e-mail; the co-host sees the list but not the co-host form.
  const added = await trpc(context.request, 'mutation', 'organizer.setCoHosts', {
    id: event.id,
    emails: [coHost.email.toUpperCase()],
  });
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  expect(dataOf<{ coHosts: string[] }>(added).coHosts).toEqual([coHost.email.toLowerCase()]);
  const coHostContext = await as(browser, coHost);
  const coHostPage = await coHostContext.newPage();
  await coHostPage.goto(`/account/events/${event.id}`);
  await expect(coHostPage.getByTestId('guest-list')).toContainText('@山田 花子');
  await expect(coHostPage.getByRole('heading', { name: en.coHosts.heading })).toHaveCount(0);
  await expect(coHostPage.getByText(en.coHostNote)).toBeVisible();
  const coHostsByCoHost = await trpc(coHostContext.request, 'mutation', 'organizer.setCoHosts', {
    id: event.id,
    emails: [],
  });
  expect(coHostsByCoHost.status).toBe(404);
  expect((await trpc(context.request, 'query', 'organizer.guests', { id: event.id })).status).toBe(200);
  await coHostContext.close();
  await context.close();
});

test('another signed-in user and nobody: 404 and 401 at every door, and nothing changes', async ({
  browser,
}) => {
  // Accounts, an event and guests through mailed confirmations: more than the default minute.
  test.setTimeout(150_000);
  const { organizer, stranger, event, ana, hanako } = await eventWithTwoGuests();
  // Both have their confirmation and ticket mails (0 and 1); a message would be the third.
  await mailTo(hanako.email, 1);
  for (const [who, session] of [
    ['stranger', stranger],
    ['nobody', null],
  ] as const) {
    const context = await as(browser, session);
    const refused = who === 'stranger' ? 404 : 401;
    const page = await context.request.get(`/account/events/${event.id}`);
    const body = await page.text();
    if (who === 'stranger') expect(page.status(), who).toBe(404);
    else expect(mainText(body)).toContain(en.signedOut);
    expect(body, who).not.toContain(ana.email);
    expect(body, who).not.toContain('山田');

    const csv = await context.request.get(`/api/organizer/events/${event.id}/guests.csv`);
    expect(csv.status(), who).toBe(refused);
    expect(await csv.text(), who).not.toContain(ana.email);

    const calls = [
      ['query', 'organizer.guests', { id: event.id }],
      ['mutation', 'organizer.cancelGuest', { id: event.id, code: ana.code }],
      ['mutation', 'organizer.messageGuests', { id: event.id, subject: 'Spam', body: 'Buy now' }],
      ['mutation', 'organizer.setCoHosts', { id: event.id, emails: [stranger.email] }],
    ] as const;
    for (const [kind, path, input] of calls) {
      const answer = await trpc(context.request, kind, path, input);
      expect(answer.status, `${who} ${path}`).toBe(refused);
      expect(JSON.stringify(answer.json), `${who} ${path}`).not.toContain(ana.email);
    }
    await context.close();
  }
  // Nothing changed: both tickets valid, no co-host, no message mailed.
  expect((await storedTickets(event.slug)).map((ticket) => ticket.ticketStatus).sort()).toEqual([
    'issued',
    'issued',
  ]);
  const context = await as(browser, organizer);
  const guests = await trpc(context.request, 'query', 'organizer.guests', { id: event.id });
  expect(dataOf<Guest[]>(guests).map((guest) => guest.status)).toEqual(['issued', 'issued']);
  expect(mainText(await (await context.request.get(`/account/events/${event.id}`)).text())).toContain(
    en.coHosts.none,
  );
  await expect(mailTo(ana.email, 2)).rejects.toThrow(/no mail/);
  await expect(mailTo(hanako.email, 2)).rejects.toThrow(/no mail/);
  await context.close();
});

test('the guest procedures refuse a cross-site request, bad input and a fourth message in an hour', async ({
  browser,
}) => {
  // Accounts, an event and guests through mailed confirmations: more than the default minute.
  test.setTimeout(150_000);
  const [organizer] = await accounts(1);
  const event = await organizerEvent(organizer!, 5);
  const context = await as(browser, organizer!);
  const crossSite = await context.request.post('/api/trpc/organizer.messageGuests', {
    headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    data: { json: { id: event.id, subject: 'x', body: 'y' } },
  });
  expect(crossSite.status()).toBe(403);
  for (const [path, input] of [
    ['organizer.messageGuests', { id: event.id, subject: '', body: 'y' }],
    ['organizer.messageGuests', { id: event.id, subject: 'x', body: 'y'.repeat(5001) }],
    ['organizer.setCoHosts', { id: event.id, emails: ['not-an-address'] }],
    [
      'organizer.setCoHosts',
      { id: event.id, emails: Array.from({ length: 11 }, (_, i) => `c${i}@example.com`) },
    ],
    ['organizer.cancelGuest', { id: event.id, code: '../../x' }],
    ['organizer.cancelGuest', { id: '../x', code: 'abcdefghijklmnopqrstuv' }],
  ] as const) {
    const answer = await trpc(context.request, 'mutation', path, input);
    expect(answer.status, `${path} ${JSON.stringify(input).slice(0, 80)}`).toBe(400);
  }
  const unknownCode = await trpc(context.request, 'mutation', 'organizer.cancelGuest', {
    id: event.id,
    code: 'abcdefghijklmnopqrstuvwxyz',
  });
  expect(unknownCode.status).toBe(404);
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    const answer = await trpc(context.request, 'mutation', 'organizer.messageGuests', {
      id: event.id,
      subject: `News ${attempt}`,
      body: 'Hello',
    });
    statuses.push(answer.status);
    if (attempt === 3) expect(errorOf(answer).organizerError).toBe('rateLimited');
  }
  expect(statuses).toEqual([200, 200, 200, 429]);
  await context.close();
});
