import { expect, test } from '@playwright/test';

import { mailTo } from '../support/accounts';
import { cmsApi } from '../support/stack';
import {
  availability,
  cancel,
  confirm,
  confirmationOf,
  createEvent,
  guestClaim,
  guestEmail,
  qrText,
  reasonOf,
  storedTickets,
  userClaim,
  webToken,
} from '../support/tickets';

/**
 * Getting, confirming and giving back tickets through the CMS routes the site's server calls
 * (cms/src/api/ticket). Each test makes its own event, so no seeded content changes.
 */

type Confirmed = { jwt: string; ticket: { code: string; status: string; tierKey: string } };

/** A guest claims, reads the mail, confirms with the link: a signed-in holder with one ticket. */
async function holder(slug: string, tierKey: string, locale = 'en') {
  const email = guestEmail('holder');
  const claimed = await guestClaim({ eventSlug: slug, tierKey, email, locale });
  expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
  const { token } = confirmationOf(await mailTo(email));
  const confirmed = await confirm({ token });
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  return { email, ...(confirmed.json as { data: Confirmed }).data };
}

test('a guest confirms by link: ticket issued, account made, signed in; the same link a second time is refused', async () => {
  const slug = await createEvent([{ key: 'free', supply: 10 }]);
  const email = guestEmail();
  const claimed = await guestClaim({ eventSlug: slug, tierKey: 'free', email, name: 'Ana Guest' });
  expect(claimed.status).toBe(200);
  expect((claimed.json?.data as { kind: string }).kind).toBe('pending');
  const mail = await mailTo(email);
  const { token, code } = confirmationOf(mail);
  expect(mail.link).toContain('/tickets/confirm?token=');
  expect(code).toMatch(/^\d{6}$/);

  const first = await confirm({ token });
  expect(first.status).toBe(200);
  const data = (first.json as { data: Confirmed & { refreshToken: string; user: { email: string } } }).data;
  expect(data.ticket.status).toBe('issued');
  expect(data.user.email).toBe(email);
  expect(data.refreshToken.length).toBeGreaterThan(20);
  // The session works: the new holder sees their ticket.
  const mine = await cmsApi('/tickets/mine', { token: data.jwt });
  expect((mine.json as { data: { code: string }[] }).data.map((ticket) => ticket.code)).toEqual([
    data.ticket.code,
  ]);
  // The ticket mail follows, with its QR code inline.
  const ticketMail = (await mailTo(email, 1)) as Awaited<ReturnType<typeof mailTo>> & {
    attachments?: { cid: string; contentType: string; content: string }[];
  };
  expect(ticketMail.html).toContain('cid:ticket-qr');
  expect(ticketMail.attachments?.[0]).toMatchObject({ cid: 'ticket-qr', contentType: 'image/png' });
  expect(qrText(ticketMail.attachments?.[0]?.content ?? '')).toBe(data.ticket.code);
  expect(ticketMail.html).toContain(`/account/tickets/${data.ticket.code}`);

  const again = await confirm({ token });
  expect(again.status).toBe(400);
  expect(reasonOf(again)).toBe('invalidToken');
  expect(await storedTickets(slug)).toHaveLength(1);
});

test('one ticket per person: 20 claims at once with one address give one ticket', async () => {
  const slug = await createEvent([{ key: 'roomy', supply: 100 }]);
  const email = guestEmail('twice');
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => guestClaim({ eventSlug: slug, tierKey: 'roomy', email })),
  );
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  expect(new Set(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${reasonOf(a)}`))).toEqual(
    new Set(['409 alreadyHolding']),
  );
  expect(await storedTickets(slug)).toHaveLength(1);
  // A tier that allows more lets the same person take up to its limit.
  const group = await createEvent([{ key: 'group', supply: 100, perPerson: 3 }]);
  const groupAnswers = await Promise.all(
    Array.from({ length: 6 }, () => guestClaim({ eventSlug: group, tierKey: 'group', email })),
  );
  expect(groupAnswers.filter((answer) => answer.status === 200)).toHaveLength(3);
  expect(await storedTickets(group)).toHaveLength(3);
});

test('a signed-in visitor gets a ticket at once, and only one per event', async () => {
  const slug = await createEvent([{ key: 'free', supply: 5 }]);
  const signedIn = await holder(slug, 'free');
  const again = await userClaim(signedIn.jwt, { eventSlug: slug, tierKey: 'free' });
  expect(again.status).toBe(409);
  expect(reasonOf(again)).toBe('alreadyHolding');

  const other = await createEvent([{ key: 'free', supply: 5 }]);
  const issued = await userClaim(signedIn.jwt, { eventSlug: other, tierKey: 'free', locale: 'de' });
  expect(issued.status).toBe(200);
  const answer = issued.json?.data as { kind: string; ticket: { status: string; locale: string } };
  expect(answer.kind).toBe('issued');
  expect(answer.ticket).toMatchObject({ status: 'issued', locale: 'de' });
  const mail = await mailTo(signedIn.email, 2);
  expect(mail.subject).toContain('Ihr Ticket');
  // Nobody signed in cannot claim as a user.
  expect(
    (
      await cmsApi('/tickets/claim', {
        method: 'POST',
        token: null,
        body: { eventSlug: other, tierKey: 'free', locale: 'en' },
      })
    ).status,
  ).toBe(403);
});

test('an unconfirmed claim past its hold gives the seat back; its link then says expired', async () => {
  const slug = await createEvent([{ key: 'single', supply: 1 }]);
  const first = guestEmail('slow');
  expect((await guestClaim({ eventSlug: slug, tierKey: 'single', email: first })).status).toBe(200);
  const { token } = confirmationOf(await mailTo(first));
  const second = guestEmail('next');
  const refused = await guestClaim({ eventSlug: slug, tierKey: 'single', email: second });
  expect(reasonOf(refused)).toBe('soldOut');

  const [held] = await storedTickets(slug);
  expect(held?.ticketStatus).toBe('pending');
  const holdMinutes = (Date.parse(held?.expiresAt ?? '') - Date.now()) / 60_000;
  expect(holdMinutes).toBeGreaterThan(29);
  expect(holdMinutes).toBeLessThanOrEqual(30);
  // The hold runs out (set in the past as an editor could), and the sweep the cron runs every minute runs.
  const past = new Date(Date.now() - 60_000).toISOString();
  expect(
    (await cmsApi(`/tickets/${held?.documentId}`, { method: 'PUT', body: { data: { expiresAt: past } } }))
      .status,
  ).toBe(200);
  expect((await cmsApi('/tickets/sweep', { method: 'POST' })).status).toBe(200);

  expect((await availability(slug)).tiers[0]).toMatchObject({ taken: 0, left: 1, soldOut: false });
  const late = await confirm({ token });
  expect(late.status).toBe(410);
  expect(reasonOf(late)).toBe('expired');
  expect((await guestClaim({ eventSlug: slug, tierKey: 'single', email: second })).status).toBe(200);
  // The sweep route is no one else's: not the web server's token, not the public.
  expect((await cmsApi('/tickets/sweep', { method: 'POST', token: webToken })).status).toBe(403);
  expect((await cmsApi('/tickets/sweep', { method: 'POST', token: null })).status).toBe(403);
});

test('cancelling frees the seat for the first one waiting, who is told in their language', async () => {
  const slug = await createEvent([{ key: 'one', supply: 1 }]);
  const first = await holder(slug, 'one');
  const waiter = guestEmail('waiter');
  const soldOut = await guestClaim({ eventSlug: slug, tierKey: 'one', email: waiter });
  expect(reasonOf(soldOut)).toBe('soldOut');
  const waiting = await guestClaim({
    eventSlug: slug,
    tierKey: 'one',
    email: waiter,
    locale: 'ja',
    waitlist: true,
  });
  expect(waiting.json?.data).toEqual({ kind: 'waitlisted', position: 1 });
  const second = guestEmail('second-waiter');
  const behind = await guestClaim({
    eventSlug: slug,
    tierKey: 'one',
    email: second,
    locale: 'de',
    waitlist: true,
  });
  expect(behind.json?.data).toEqual({ kind: 'waitlisted', position: 2 });
  const joined = await mailTo(waiter);
  expect(joined.subject).toContain('キャンセル待ち');
  expect((await availability(slug)).tiers[0]).toMatchObject({ taken: 1, soldOut: true, waiting: 2 });

  const cancelled = await cancel(first.jwt, first.ticket.code);
  expect(cancelled.status).toBe(200);
  expect((cancelled.json?.data as { status: string }).status).toBe('cancelled');

  // The first waiting (not the second) is offered the seat, in Japanese, with a link and a code.
  const offer = await mailTo(waiter, 1);
  expect(offer.subject).toContain('お席をご用意できました');
  expect(offer.text).toContain('30 分以内');
  const { code } = confirmationOf(offer);
  expect((await availability(slug)).tiers[0]).toMatchObject({ taken: 1, soldOut: true, waiting: 1 });
  const confirmed = await confirm({ email: waiter, code });
  expect(confirmed.status).toBe(200);
  expect((confirmed.json?.data as Confirmed).ticket.status).toBe('issued');
  const tickets = await storedTickets(slug);
  expect(tickets.map((ticket) => ticket.ticketStatus).sort()).toEqual(['cancelled', 'issued']);
});

test("a ticket cancelled through the CMS's API (as an operator would) frees its seat too", async () => {
  const slug = await createEvent([{ key: 'one', supply: 1 }]);
  await holder(slug, 'one');
  const [ticket] = await storedTickets(slug);
  expect((await availability(slug)).tiers[0]?.soldOut).toBe(true);
  // The holder's name and e-mail are not required fields (an Editor may not read them), yet never emptied.
  for (const data of [{ holderEmail: '' }, { holderName: '  ' }]) {
    const emptied = await cmsApi(`/tickets/${ticket?.documentId}`, { method: 'PUT', body: { data } });
    expect(emptied.status).toBe(400);
    expect(JSON.stringify(emptied.json)).toContain('keeps its holder');
  }
  const update = await cmsApi(`/tickets/${ticket?.documentId}`, {
    method: 'PUT',
    body: { data: { ticketStatus: 'cancelled' } },
  });
  expect(update.status).toBe(200);
  expect((await availability(slug)).tiers[0]).toMatchObject({ taken: 0, left: 1, soldOut: false });
  expect((await guestClaim({ eventSlug: slug, tierKey: 'one', email: guestEmail() })).status).toBe(200);
  // Set back to issued, the cancelled ticket would be a second ticket for the one seat: refused.
  const reopened = await cmsApi(`/tickets/${ticket?.documentId}`, {
    method: 'PUT',
    body: { data: { ticketStatus: 'issued' } },
  });
  expect(reopened.status).toBe(400);
  expect(JSON.stringify(reopened.json)).toContain('stays cancelled');
  expect((await storedTickets(slug)).map((stored) => stored.ticketStatus).sort()).toEqual([
    'cancelled',
    'pending',
  ]);
  expect((await availability(slug)).tiers[0]).toMatchObject({ taken: 1, left: 0 });
});

test('deleting the account gives its seats back and forgets its tickets', async () => {
  const slug = await createEvent([{ key: 'one', supply: 1 }]);
  const leaving = await holder(slug, 'one');
  expect((await availability(slug)).tiers[0]?.soldOut).toBe(true);
  // The account was made behind the scenes without a password; one is set (as "forgot password" or the
  // account page would), and from then on deleting the account asks for it.
  const me = await cmsApi('/users/me', { token: leaving.jwt });
  const userId = (me.json as unknown as { id: number }).id;
  const password = 'Belong-leaving-9';
  expect((await cmsApi(`/users/${userId}`, { method: 'PUT', body: { password } })).status).toBe(200);
  const deleted = await cmsApi('/account/delete', { method: 'POST', token: leaving.jwt, body: { password } });
  expect(deleted.status).toBe(200);

  expect((await availability(slug)).tiers[0]).toMatchObject({ taken: 0, left: 1, soldOut: false });
  expect(await storedTickets(slug)).toEqual([]);
});

test("nobody reads or cancels another holder's ticket", async () => {
  const slug = await createEvent([{ key: 'free', supply: 10 }]);
  const owner = await holder(slug, 'free');
  const other = await holder(slug, 'free');
  const path = `/tickets/mine/${owner.ticket.code}`;

  const asOther = await cmsApi(path, { token: other.jwt });
  expect(asOther.status).toBe(404);
  expect(reasonOf(asOther)).toBe('notFound');
  expect((await cancel(other.jwt, owner.ticket.code)).status).toBe(404);
  // Nobody signed in, and the web server's token: no permission at all.
  expect((await cmsApi(path, { token: null })).status).toBe(403);
  expect((await cmsApi(`${path}/cancel`, { method: 'POST', token: null })).status).toBe(403);
  expect((await cmsApi(path, { token: webToken })).status).toBe(403);
  expect((await cmsApi('/tickets/mine', { token: webToken })).status).toBe(403);
  expect((await cmsApi('/tickets', { token: webToken })).status).toBe(403);
  expect((await cmsApi('/tickets', { token: null })).status).toBe(403);

  const own = await cmsApi(path, { token: owner.jwt });
  expect(own.status).toBe(200);
  expect((own.json?.data as { status: string }).status).toBe('issued');
});

test('a 6-digit code takes five wrong tries, even at once; then only the link works', async () => {
  const slug = await createEvent([{ key: 'free', supply: 10 }]);
  const email = guestEmail('guessed');
  expect((await guestClaim({ eventSlug: slug, tierKey: 'free', email })).status).toBe(200);
  const { token, code } = confirmationOf(await mailTo(email));
  const wrong = Array.from({ length: 30 }, (_, index) =>
    String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0'),
  );
  const guesses = await Promise.all(wrong.map((guess) => confirm({ email, code: guess })));
  expect(guesses.every((guess) => guess.status === 400 && reasonOf(guess) === 'invalidToken')).toBe(true);

  const right = await confirm({ email, code });
  expect(right.status).toBe(400);
  expect(reasonOf(right)).toBe('invalidToken');
  expect((await confirm({ token })).status).toBe(200);
});

test('bad input gets a clear 4xx; paid tiers and guests on pass-holder tiers are refused', async () => {
  const slug = await createEvent([
    { key: 'paid', supply: 10, price: 25 },
    { key: 'pass', supply: 10, nftGated: true },
  ]);
  const email = guestEmail();
  expect(reasonOf(await guestClaim({ eventSlug: slug, tierKey: 'paid', email }))).toBe('paidTier');
  expect(reasonOf(await guestClaim({ eventSlug: slug, tierKey: 'pass', email }))).toBe('notEligible');
  expect(reasonOf(await guestClaim({ eventSlug: slug, tierKey: 'nope', email }))).toBe('unknownTier');
  expect(reasonOf(await guestClaim({ eventSlug: `${slug}-gone`, tierKey: 'paid', email }))).toBe(
    'unknownEvent',
  );
  for (const body of [
    { eventSlug: '../x', tierKey: 'paid', email },
    { eventSlug: slug, tierKey: 'paid', email: 'not-an-address' },
    { eventSlug: slug, tierKey: 'paid', email, locale: 'xx' },
    { eventSlug: slug, tierKey: 'paid', email, name: 'x'.repeat(500) },
  ]) {
    expect((await guestClaim(body)).status).toBe(400);
  }
  expect((await confirm({ token: 'short' })).status).toBe(400);
  expect((await confirm({ email, code: '12ab56' })).status).toBe(400);
  expect((await cmsApi(`/tickets/availability/${'a'.repeat(300)}`, { token: webToken })).status).toBe(400);
});

test('a pass-holder tier is open to the accounts an editor recorded as holding its pass, and to nobody else', async () => {
  const slug = await createEvent([
    { key: 'free', supply: 10 },
    { key: 'holders', supply: 10, nftGated: true, pass: 'genesis-pass' },
    { key: 'keyless', supply: 10, nftGated: true },
  ]);
  const member = await holder(slug, 'free');
  const other = await holder(await createEvent([{ key: 'free', supply: 5 }]), 'free');
  // Nobody holds the pass yet.
  const refused = await userClaim(member.jwt, { eventSlug: slug, tierKey: 'holders' });
  expect(refused.status).toBe(403);
  expect(reasonOf(refused)).toBe('notEligible');

  // An editor records the member as a holder (in the admin; here through the full-access token).
  const memberId = ((await cmsApi('/users/me', { token: member.jwt })).json as unknown as { id: number }).id;
  const recorded = await cmsApi('/pass-holdings', {
    method: 'POST',
    body: { data: { pass: 'genesis-pass', user: memberId, note: 'checked on 2026-11-28' } },
  });
  expect(recorded.status, JSON.stringify(recorded.json)).toBe(201);
  // One ticket per event: the member already holds the free one, so the pass tier says so.
  const stillOne = await userClaim(member.jwt, { eventSlug: slug, tierKey: 'holders' });
  expect(reasonOf(stillOne)).toBe('alreadyHolding');
  expect((await cancel(member.jwt, member.ticket.code)).status).toBe(200);
  const issued = await userClaim(member.jwt, { eventSlug: slug, tierKey: 'holders' });
  expect(issued.status, JSON.stringify(issued.json)).toBe(200);
  expect((issued.json?.data as { ticket: { tierKey: string } }).ticket.tierKey).toBe('holders');

  // Another account, a guest with the member's own address, and a tier naming no pass stay refused.
  expect(reasonOf(await userClaim(other.jwt, { eventSlug: slug, tierKey: 'holders' }))).toBe('notEligible');
  expect(reasonOf(await guestClaim({ eventSlug: slug, tierKey: 'holders', email: guestEmail('pass') }))).toBe(
    'notEligible',
  );
  expect(reasonOf(await userClaim(member.jwt, { eventSlug: slug, tierKey: 'keyless' }))).toBe('notEligible');
  // Neither the site's token nor a visitor may read or write the holders.
  expect((await cmsApi('/pass-holdings', { token: webToken })).status).toBe(403);
  expect((await cmsApi('/pass-holdings', { token: member.jwt })).status).toBe(403);
  expect((await cmsApi('/pass-holdings', { token: null })).status).toBe(403);
});

test('asking again while a claim waits for its confirmation mails a new link, at most once a minute', async () => {
  const slug = await createEvent([{ key: 'free', supply: 5 }]);
  const email = guestEmail('lost');
  expect((await guestClaim({ eventSlug: slug, tierKey: 'free', email })).status).toBe(200);
  const first = confirmationOf(await mailTo(email));
  // At once: still "already holding", and no second mail.
  const tooSoon = await guestClaim({ eventSlug: slug, tierKey: 'free', email });
  expect(reasonOf(tooSoon)).toBe('alreadyHolding');

  // A minute later (the test moves the sent time back, as the sweep's tests move a hold's end).
  const [stored] = await storedTickets(slug);
  const moved = await cmsApi(`/tickets/${stored?.documentId}`, {
    method: 'PUT',
    body: { data: { confirmSentAt: new Date(Date.now() - 120_000).toISOString() } },
  });
  expect(moved.status, JSON.stringify(moved.json)).toBe(200);
  const again = await guestClaim({ eventSlug: slug, tierKey: 'free', email });
  expect(again.status, JSON.stringify(again.json)).toBe(200);
  expect((again.json?.data as { kind: string }).kind).toBe('pending');
  const second = confirmationOf(await mailTo(email, 1));
  expect(second.token).not.toBe(first.token);
  // The lost link no longer works; the new one issues the one ticket (no second seat was taken).
  expect(reasonOf(await confirm({ token: first.token }))).toBe('invalidToken');
  expect((await confirm({ token: second.token })).status).toBe(200);
  expect(await storedTickets(slug)).toHaveLength(1);
  expect((await availability(slug)).tiers[0]).toMatchObject({ taken: 1 });
});
