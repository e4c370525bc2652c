import { expect, test } from '@playwright/test';

import { mailTo } from '../support/accounts';
import { eventWithGuest, organizerApi, signedInAccount } from '../support/organizer';
import { availability, guestClaim, guestEmail, reasonOf } from '../support/tickets';

/**
 * The door and the guest list: check-in decided by the database (one conditional UPDATE), replays,
 * the other answers, a host cancelling a guest's ticket, and messages to all guests.
 */

type Scan = { kind: string; byName?: string | null };

test('20 scanners scan one ticket at once: exactly one "checked in", 19 "already checked in", no 5xx', async () => {
  const organizer = await signedInAccount('door');
  const { event, code } = await eventWithGuest(organizer);
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      organizerApi(`/events/${event.id}/check-ins`, organizer.jwt, {
        method: 'POST',
        body: { code, scanId: `race-scan-${index.toString().padStart(4, '0')}` },
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
  const kinds = answers.map((answer) => (answer.json?.data as Scan).kind);
  expect(kinds.filter((kind) => kind === 'checkedIn')).toHaveLength(1);
  expect(kinds.filter((kind) => kind === 'alreadyCheckedIn')).toHaveLength(19);
  const winner = answers.findIndex((answer) => (answer.json?.data as Scan).kind === 'checkedIn');
  // The winner's scan replayed (an offline queue sending it again) still answers "checked in".
  const replay = await organizerApi(`/events/${event.id}/check-ins`, organizer.jwt, {
    method: 'POST',
    body: { code, scanId: `race-scan-${winner.toString().padStart(4, '0')}` },
  });
  expect(replay.json?.data).toMatchObject({ kind: 'checkedIn' });
  const other = await organizerApi(`/events/${event.id}/check-ins`, organizer.jwt, {
    method: 'POST',
    body: { code, scanId: 'another-scan-0001' },
  });
  expect(other.json?.data).toMatchObject({ kind: 'alreadyCheckedIn', byName: organizer.username });
  expect((await organizerApi(`/events/${event.id}/check-ins/counts`, organizer.jwt)).json?.data).toEqual({
    issued: 1,
    checkedIn: 1,
  });
});

test('other event, cancelled, pending and unknown codes each get their answer', async () => {
  const organizer = await signedInAccount('door');
  const first = await eventWithGuest(organizer);
  const second = await eventWithGuest(organizer);
  const scan = (code: string, scanId: string) =>
    organizerApi(`/events/${first.event.id}/check-ins`, organizer.jwt, {
      method: 'POST',
      body: { code, scanId },
    });
  expect((await scan(second.code, 'scan-other-0001')).json?.data).toEqual({ kind: 'otherEvent' });
  expect((await scan('ZZZZZZZZZZZZZZZZZZZZZZZZ', 'scan-unknown-01')).json?.data).toEqual({ kind: 'unknown' });
  expect((await scan('not a ticket at all', 'scan-unknown-02')).json?.data).toEqual({ kind: 'unknown' });
  // A pending (unconfirmed) claim is not a ticket yet.
  const pendingEmail = guestEmail('pending');
  expect(
    (await guestClaim({ eventSlug: first.event.slug, tierKey: first.tierKey, email: pendingEmail })).status,
  ).toBe(200);
  const list = (await organizerApi(`/events/${first.event.id}/guests`, organizer.jwt)).json?.data as {
    code: string;
    email: string;
    status: string;
  }[];
  const pending = list.find((guest) => guest.email === pendingEmail);
  expect(pending?.status).toBe('pending');
  expect((await scan(pending?.code ?? '', 'scan-pending-01')).json?.data).toEqual({ kind: 'unknown' });
  // Cancelled by the host: the seat is free again, and the door says so.
  const seatsBefore =
    (await availability(first.event.slug)).tiers.find((tier) => tier.key === first.tierKey)?.taken ?? 0;
  const cancelled = await organizerApi(
    `/events/${first.event.id}/guests/${first.code}/cancel`,
    organizer.jwt,
    { method: 'POST' },
  );
  expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
  expect(cancelled.json?.data).toMatchObject({ status: 'cancelled', code: first.code });
  const seatsAfter =
    (await availability(first.event.slug)).tiers.find((tier) => tier.key === first.tierKey)?.taken ?? 0;
  expect(seatsAfter).toBe(seatsBefore - 1);
  const again = await organizerApi(`/events/${first.event.id}/guests/${first.code}/cancel`, organizer.jwt, {
    method: 'POST',
  });
  expect(again.status).toBe(409);
  expect(reasonOf(again)).toBe('alreadyCancelled');
  expect((await scan(first.code, 'scan-cancelled1')).json?.data).toEqual({
    kind: 'cancelled',
    name: 'Gast Eins',
  });
  // Search by part of the name, address or code.
  const found = (
    await organizerApi(
      `/events/${first.event.id}/guests?q=${encodeURIComponent(pendingEmail.slice(0, 12))}`,
      organizer.jwt,
    )
  ).json?.data as { email: string }[];
  expect(found.map((guest) => guest.email)).toEqual([pendingEmail]);
});

test('a message reaches each guest in their ticket language; the fourth in an hour is refused', async () => {
  const organizer = await signedInAccount('news');
  const { event, email } = await eventWithGuest(organizer, 'ja');
  const send = (body: string) =>
    organizerApi(`/events/${event.id}/messages`, organizer.jwt, {
      method: 'POST',
      body: { subject: 'Wichtige Info', body },
    });
  const first = await send('Der Eingang ist <b>hinten</b>.\nBis bald!');
  expect(first.status, JSON.stringify(first.json)).toBe(200);
  expect(first.json?.data).toEqual({ sent: 1 });
  const mail = await mailTo(email, 2);
  expect(mail.subject).toContain('Wichtige Info');
  expect(mail.subject).toContain('【');
  expect(mail.text).toContain('主催者');
  expect(mail.text).toContain(organizer.username);
  // Plain text: the organizer's markup arrives as text, not HTML.
  expect(mail.html).toContain('&#60;b&#62;hinten&#60;/b&#62;');
  expect((await send('Zwei')).status).toBe(200);
  expect((await send('Drei')).status).toBe(200);
  const fourth = await send('Vier');
  expect(fourth.status).toBe(429);
  expect(reasonOf(fourth)).toBe('rateLimited');
});
