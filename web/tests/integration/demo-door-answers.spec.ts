import { type APIRequestContext, expect, request, test } from '@playwright/test';

import { visitorIp } from '../support/accounts';
import { startSandbox } from '../support/demo-sandbox';
import { signedInAccount } from '../support/organizer';
import { dataOf, errorOf, trpc } from '../support/organizer-guests';
import { cmsApi, cmsRows } from '../support/stack';

/**
 * The check-in demo's two refusals through the site's `demo` procedures: a ticket for the sandbox's
 * other event ("Not for this event") and a ticket its organizer cancels ("Cancelled"). Each sandbox
 * reaches only its own tickets: another sandbox and nobody cannot cancel or scan them, and the CMS
 * route that makes the other event is for sandboxes only.
 */

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';

type View = {
  event: { counts: { issued: number; checkedIn: number } } | null;
  tickets: { code: string; status: string; tierKey: string }[];
  otherTicket: { code: string; eventTitle: string; status: string } | null;
};
type Scan = { result: { kind: string; name?: string }; view: View };

/** A visitor of its own (the demo cookie lives in this context), from its own address. */
const visitor = () => request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } });

async function demoWithTicket(visit: APIRequestContext): Promise<{ view: View; code: string }> {
  const date = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const created = await trpc(visit, 'mutation', 'demo.createEvent', {
    locale: 'en',
    title: 'Door answers test',
    date,
    timeZone: 'Europe/Berlin',
    tiers: [{ name: 'General admission', capacity: 5 }],
    passTier: false,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  const tierKey = dataOf<{ event: { tiers: { key: string }[] } }>(created).event.tiers[0]!.key;
  const claimed = await trpc(visit, 'mutation', 'demo.claim', { locale: 'en', tierKey });
  expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
  const view = dataOf<View>(claimed);
  return { view, code: view.tickets[0]!.code };
}

const scan = (request: APIRequestContext, code: string) =>
  trpc(request, 'mutation', 'demo.scan', { locale: 'en', code, scanId: crypto.randomUUID() });

test('the check-in demo reaches "Not for this event" and "Cancelled" through the real door and cancel', async () => {
  const owner = await visitor();
  const { code } = await demoWithTicket(owner);

  // A ticket for the sandbox's other event: made once, a different event, still only issued.
  const other = await trpc(owner, 'mutation', 'demo.otherTicket', { locale: 'en' });
  expect(other.status, JSON.stringify(other.json)).toBe(200);
  const otherTicket = dataOf<View>(other).otherTicket!;
  expect(otherTicket.eventTitle).toBe('Another demo evening');
  const again = dataOf<View>(await trpc(owner, 'mutation', 'demo.otherTicket', { locale: 'en' }));
  expect(again.otherTicket?.code).toBe(otherTicket.code);
  const [mine, theirs] = [code, otherTicket.code].map(
    (one) => cmsRows('SELECT event_document_id FROM tickets WHERE code = ?', one)[0]?.event_document_id,
  );
  expect(theirs).toBeTruthy();
  expect(theirs).not.toBe(mine);
  const notHere = dataOf<Scan>(await scan(owner, otherTicket.code));
  expect(notHere.result.kind).toBe('otherEvent');
  expect(cmsRows('SELECT ticket_status FROM tickets WHERE code = ?', otherTicket.code)).toEqual([
    { ticket_status: 'issued' },
  ]);
  // The other event never becomes the demo's own: the door and its counts are still the first event's.
  expect(notHere.view.tickets.map((ticket) => ticket.code)).toEqual([code]);

  // A second ticket, cancelled by the organizer's cancel, then scanned.
  const tierKey = notHere.view.tickets[0]!.tierKey;
  const spare = dataOf<View>(await trpc(owner, 'mutation', 'demo.claim', { locale: 'en', tierKey }));
  const spareCode = spare.tickets.find((ticket) => ticket.code !== code)!.code;
  const cancelled = await trpc(owner, 'mutation', 'demo.cancelTicket', { locale: 'en', code: spareCode });
  expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
  expect(dataOf<View>(cancelled).tickets.find((ticket) => ticket.code === spareCode)?.status).toBe(
    'cancelled',
  );
  const refused = dataOf<Scan>(await scan(owner, spareCode));
  expect(refused.result).toMatchObject({ kind: 'cancelled', name: 'Demo guest' });
  expect(cmsRows('SELECT ticket_status FROM tickets WHERE code = ?', spareCode)).toEqual([
    { ticket_status: 'cancelled' },
  ]);
  await owner.dispose();
});

test("another sandbox and nobody cannot cancel or scan a sandbox's tickets", async () => {
  const owner = await visitor();
  const { code } = await demoWithTicket(owner);
  const ownerOther = dataOf<View>(await trpc(owner, 'mutation', 'demo.otherTicket', { locale: 'en' }));

  // Another visitor with a demo of its own: the owner's code is no guest of its event.
  const intruder = await visitor();
  await demoWithTicket(intruder);
  const cancel = await trpc(intruder, 'mutation', 'demo.cancelTicket', { locale: 'en', code });
  expect(cancel.status).toBe(404);
  expect(errorOf(cancel).code).toBe('NOT_FOUND');
  const intruderScan = dataOf<Scan>(await scan(intruder, code));
  // Its own door reads the owner's ticket as another event's, and changes nothing.
  expect(intruderScan.result.kind).toBe('otherEvent');
  // Its "other event" is its own, not the owner's.
  const intruderOther = dataOf<View>(await trpc(intruder, 'mutation', 'demo.otherTicket', { locale: 'en' }));
  expect(intruderOther.otherTicket?.code).not.toBe(ownerOther.otherTicket?.code);

  // Nobody (no demo cookie): nothing to cancel or scan with, and no sandbox is started for it.
  const nobody = await visitor();
  for (const [path, input] of [
    ['demo.cancelTicket', { locale: 'en', code }],
    ['demo.otherTicket', { locale: 'en' }],
    ['demo.scan', { locale: 'en', code, scanId: crypto.randomUUID() }],
  ] as const) {
    const answer = await trpc(nobody, 'mutation', path, input);
    expect(answer.status, path).toBe(404);
  }
  expect((await nobody.storageState()).cookies.map((cookie) => cookie.name)).not.toContain('belong_demo');
  // Bad input is a clear 400, not a 500.
  expect((await trpc(owner, 'mutation', 'demo.cancelTicket', { locale: 'en', code: 'x' })).status).toBe(400);

  expect(cmsRows('SELECT ticket_status FROM tickets WHERE code = ?', code)).toEqual([
    { ticket_status: 'issued' },
  ]);
  await Promise.all([owner.dispose(), intruder.dispose(), nobody.dispose()]);
});

test('the CMS route that makes the other event is for sandboxes only, each its own', async () => {
  const body = { event: { locale: 'en' } };
  const account = await signedInAccount('not-a-sandbox-door');
  expect(
    (await cmsApi('/demo-sandbox/other-event', { method: 'POST', token: account.jwt, body })).status,
  ).toBe(404);
  expect([401, 403]).toContain(
    (await cmsApi('/demo-sandbox/other-event', { method: 'POST', token: null, body })).status,
  );
  // A sandbox's bad event answers field errors (400), as the organizers' own route does.
  const sandbox = await startSandbox();
  const invalid = await cmsApi('/demo-sandbox/other-event', { method: 'POST', token: sandbox.jwt, body });
  expect(invalid.status).toBe(400);
  // Its other event is no public event and no other sandbox's.
  const stranger = await startSandbox();
  const state = await cmsApi('/demo-sandbox/state', { token: stranger.jwt });
  expect((state.json?.data as { otherEvent: unknown }).otherEvent).toBeNull();
});
