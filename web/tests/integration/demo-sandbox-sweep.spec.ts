import { expect, test } from '@playwright/test';

import { demoEvent, sandboxClaim, startSandbox } from '../support/demo-sandbox';
import { signedInAccount } from '../support/organizer';
import { cmsApi, cmsRows } from '../support/stack';

/**
 * The day-old sweep (cms/src/sandbox/sweep.ts; hourly cron), run with a moved clock rather than a day's
 * wait. Each sweep here names its sandbox (`users`), so the demos other tests run meanwhile are left
 * alone.
 */

const hours = (count: number) => new Date(Date.now() + count * 3_600_000).toISOString();
const sweep = (now: string, users: number[]) =>
  cmsApi('/demo-sandbox/sweep', { method: 'POST', body: { now, users } });

/** Everything the CMS stored for one sandbox, read from its database as an operator would. */
function stored(userId: number, documentId: string, email: string) {
  const count = (sql: string, ...params: unknown[]) => Number(cmsRows(sql, ...params)[0]?.n ?? 0);
  return {
    user: count('SELECT COUNT(*) AS n FROM up_users WHERE id = ?', userId),
    events: count('SELECT COUNT(*) AS n FROM events WHERE document_id = ?', documentId),
    tickets: count(
      'SELECT COUNT(*) AS n FROM tickets WHERE event_document_id = ? OR holder_email = ?',
      documentId,
      email,
    ),
    seats: count('SELECT COUNT(*) AS n FROM belong_ticket_seats WHERE event_document_id = ?', documentId),
    holdings: count(
      'SELECT COUNT(*) AS n FROM belong_ticket_holdings WHERE event_document_id = ? OR holder_email = ?',
      documentId,
      email,
    ),
    passes: count('SELECT COUNT(*) AS n FROM pass_holdings_user_lnk WHERE user_id = ?', userId),
  };
}

test('the sweep deletes a sandbox a day old with its events, tickets, counters and pass, and nothing younger', async () => {
  const sandbox = await startSandbox();
  const me = (await cmsApi('/users/me', { token: sandbox.jwt })).json as unknown as { id: number };
  const bystander = await startSandbox();
  const other = (await cmsApi('/users/me', { token: bystander.jwt })).json as unknown as { id: number };
  const event = await demoEvent(sandbox.jwt, { passTier: true });
  expect((await cmsApi('/demo-sandbox/pass', { method: 'POST', token: sandbox.jwt })).status).toBe(200);
  for (const tier of [event.input.tiers[0], event.input.tiers.at(-1)]) {
    expect((await sandboxClaim(sandbox.jwt, event.slug, tier?.key ?? '')).status).toBe(200);
  }
  const before = stored(me.id, event.id, sandbox.email);
  expect(before).toMatchObject({ user: 1, tickets: 2, passes: 1 });
  expect(before.events).toBeGreaterThanOrEqual(2); // draft and published
  expect(before.seats).toBeGreaterThanOrEqual(1);
  expect(before.holdings).toBeGreaterThanOrEqual(1);

  // Twenty-three hours on, the sandbox is kept.
  expect((await sweep(hours(23), [me.id, other.id])).status).toBe(200);
  expect(stored(me.id, event.id, sandbox.email)).toEqual(before);

  // A day and an hour on, every trace of it is gone, and its session no longer works.
  const swept = await sweep(hours(25), [me.id]);
  expect(swept.status).toBe(200);
  expect((swept.json?.data as { swept: number }).swept).toBe(1);
  expect(stored(me.id, event.id, sandbox.email)).toEqual({
    user: 0,
    events: 0,
    tickets: 0,
    seats: 0,
    holdings: 0,
    passes: 0,
  });
  expect([401, 403]).toContain((await cmsApi('/demo-sandbox/state', { token: sandbox.jwt })).status);

  // A sandbox the sweep was not asked about keeps working; a real account is never a sandbox.
  expect((await cmsApi('/demo-sandbox/state', { token: bystander.jwt })).status).toBe(200);
  const account = await signedInAccount('old-account');
  const accountId = ((await cmsApi('/users/me', { token: account.jwt })).json as unknown as { id: number })
    .id;
  expect((await sweep(hours(48), [accountId])).json?.data).toEqual({ swept: 0 });
  expect(cmsRows('SELECT COUNT(*) AS n FROM up_users WHERE id = ?', accountId)).toEqual([{ n: 1 }]);
  // Bad input is a clear 400.
  expect((await cmsApi('/demo-sandbox/sweep', { method: 'POST', body: { now: 'yesterday' } })).status).toBe(
    400,
  );
  expect((await cmsApi('/demo-sandbox/sweep', { method: 'POST', body: { users: 'all' } })).status).toBe(400);
});
