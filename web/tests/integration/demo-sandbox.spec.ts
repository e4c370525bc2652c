import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { demoEvent, sandboxClaim, startSandbox } from '../support/demo-sandbox';
import { from, ownLoopbackAddress } from '../support/from-address';
import { organizerApi, signedInAccount } from '../support/organizer';
import { cmsApi, cmsRows, cmsUrl, runDir } from '../support/stack';
import { reasonOf, webToken } from '../support/tickets';

/**
 * The demo sandbox (cms/src/sandbox): a sandbox's event takes claims and check-ins for that sandbox
 * only, is listed nowhere and has no page; other sandboxes, accounts and nobody cannot reach it; no
 * mail leaves for a sandbox; and a visitor address starts a bounded number of sandboxes an hour.
 */

test("a sandbox's event is its own: another sandbox, a real account and nobody get 404/401/403", async () => {
  const owner = await startSandbox();
  const other = await startSandbox();
  const event = await demoEvent(owner.jwt);
  const tierKey = event.input.tiers[0]?.key ?? '';
  const claimed = await sandboxClaim(owner.jwt, event.slug, tierKey);
  expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);

  // The owner reaches its event and ticket through the ordinary organizer and ticket routes.
  expect((await organizerApi(`/events/${event.id}`, owner.jwt)).status).toBe(200);
  expect((await cmsApi(`/tickets/mine/${claimed.code}`, { token: owner.jwt })).status).toBe(200);

  // Another sandbox: the event, its door and the ticket do not exist for it.
  expect((await organizerApi(`/events/${event.id}`, other.jwt)).status).toBe(404);
  const intruderScan = await organizerApi(`/events/${event.id}/check-ins`, other.jwt, {
    method: 'POST',
    body: { code: claimed.code, scanId: 'scan-sandbox-intruder' },
  });
  expect(intruderScan.status).toBe(404);
  expect((await organizerApi(`/events/${event.id}/guests`, other.jwt)).status).toBe(404);
  expect((await cmsApi(`/tickets/mine/${claimed.code}`, { token: other.jwt })).status).toBe(404);
  const otherClaim = await sandboxClaim(other.jwt, event.slug, tierKey);
  expect(otherClaim.status).toBe(404);
  expect(reasonOf(otherClaim)).toBe('unknownEvent');
  expect(
    ((await cmsApi('/demo-sandbox/state', { token: other.jwt })).json?.data as { event: unknown }).event,
  ).toBeNull();

  // A real account may not use the sandbox routes at all; nobody gets no further than the door.
  const account = await signedInAccount('not-a-sandbox');
  expect((await cmsApi('/demo-sandbox/state', { token: account.jwt })).status).toBe(404);
  const accountEvent = await cmsApi('/demo-sandbox/events', { method: 'POST', token: account.jwt, body: {} });
  expect(accountEvent.status).toBe(404);
  expect((await cmsApi('/demo-sandbox/pass', { method: 'POST', token: account.jwt })).status).toBe(404);
  expect((await sandboxClaim(account.jwt, event.slug, tierKey)).status).toBe(404);
  for (const path of ['/demo-sandbox/state', '/organizer/events/' + event.id]) {
    expect([401, 403]).toContain((await cmsApi(path, { token: null })).status);
  }
  for (const [path, method] of [
    ['/demo-sandbox/identities', 'POST'],
    ['/demo-sandbox/sweep', 'POST'],
  ] as const) {
    expect([401, 403]).toContain((await cmsApi(path, { method, token: null })).status);
  }
  // Nor may a sandbox, or the web server's token, sweep.
  expect((await cmsApi('/demo-sandbox/sweep', { method: 'POST', token: owner.jwt })).status).toBe(403);
  expect((await cmsApi('/demo-sandbox/sweep', { method: 'POST', token: webToken })).status).toBe(403);

  // The intruder's scan changed nothing: the ticket is still only issued.
  expect(cmsRows('SELECT ticket_status FROM tickets WHERE code = ?', claimed.code)).toEqual([
    { ticket_status: 'issued' },
  ]);
  const scanned = await organizerApi(`/events/${event.id}/check-ins`, owner.jwt, {
    method: 'POST',
    body: { code: claimed.code, scanId: 'scan-sandbox-owner' },
  });
  expect((scanned.json?.data as { kind: string }).kind).toBe('checkedIn');
  expect(cmsRows('SELECT ticket_status FROM tickets WHERE code = ?', claimed.code)).toEqual([
    { ticket_status: 'checked_in' },
  ]);
});

test('sandbox events are in no public read: not the API, /events, the sitemap, their page or counts', async ({
  request,
}) => {
  const owner = await startSandbox();
  const event = await demoEvent(owner.jwt);
  const stored = cmsRows('SELECT sandbox, published_at FROM events WHERE document_id = ?', event.id);
  expect(stored.some((row) => row.published_at !== null)).toBe(true);
  expect(stored.every((row) => Number(row.sandbox) === 1)).toBe(true);

  for (const token of [webToken, null]) {
    const listed = await cmsApi(`/events?filters[slug][$eq]=${event.slug}&locale=en`, { token });
    expect(listed.status).toBe(200);
    expect(listed.json?.data).toEqual([]);
  }
  expect((await request.get(`/events/${event.slug}`)).status()).toBe(404);
  expect((await request.get(`/ja/events/${event.slug}`)).status()).toBe(404);
  expect((await request.get(`/api/events/${event.slug}/availability`)).status()).toBe(404);
  expect(await (await request.get('/events')).text()).not.toContain(event.slug);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(event.slug);
  expect((await request.get(`/api/calendar/en/${event.slug}.ics`)).status()).toBe(404);
});

test('no mail is sent to a sandbox, and the demo pass opens the pass-holder tier through the real check', async () => {
  const owner = await startSandbox();
  const event = await demoEvent(owner.jwt, { passTier: true });
  const passTier = event.input.tiers.at(-1)?.key ?? '';
  const refused = await sandboxClaim(owner.jwt, event.slug, passTier);
  expect(refused.status).toBe(403);
  expect(reasonOf(refused)).toBe('notEligible');

  const granted = await cmsApi('/demo-sandbox/pass', { method: 'POST', token: owner.jwt });
  expect(granted.status).toBe(200);
  const state = (await cmsApi('/demo-sandbox/state', { token: owner.jwt })).json?.data as {
    passHeld: boolean;
    passTierKey: string;
  };
  expect(state).toMatchObject({ passHeld: true, passTierKey: passTier });
  const claimed = await sandboxClaim(owner.jwt, event.slug, passTier);
  expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
  expect(cmsRows('SELECT tier_key FROM tickets WHERE code = ?', claimed.code)).toEqual([
    { tier_key: passTier },
  ]);

  // The claims above would each have mailed a ticket to an account: none left for the sandbox.
  const log = readFileSync(join(runDir, 'stack.log'), 'utf8');
  expect(log).not.toContain(owner.email);
});

test('one address starts at most 30 sandboxes an hour (429 after), and another address is not held back', async () => {
  const visitor = from(ownLoopbackAddress());
  const start = () =>
    visitor(`${cmsUrl}/api/demo-sandbox/identities`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${webToken}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 31; attempt++) statuses.push((await start()).status);
  expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
  expect(statuses[30]).toBe(429);
  const elsewhere = await from(ownLoopbackAddress())(`${cmsUrl}/api/demo-sandbox/identities`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${webToken}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(elsewhere.status).toBe(200);
});
