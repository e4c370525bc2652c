import { expect, test } from '@playwright/test';

import { availability, claimAtOnce, reasonOf, storedTickets } from '../support/tickets';

/**
 * Capacity is enforced in the database (cms/src/tickets/seats.ts): 300 guests ask for a 50-seat tier at
 * the same moment, through the CMS route the site's server calls with its token (the site adds only
 * origin checks and rate limits in front of it). Runs on SQLite here and on PostgreSQL in the stack
 * suite (tests/stack/ticket-capacity.spec.ts).
 */
test('300 concurrent claims at a 50-seat tier: exactly 50 tickets, 250 sold out, no 5xx', async () => {
  test.setTimeout(180_000);
  const { slug, answers } = await claimAtOnce(300, 50);

  const statuses = answers.map((answer) => answer.status);
  expect(
    statuses.filter((status) => status >= 500),
    'no 5xx',
  ).toEqual([]);
  expect(statuses.filter((status) => status === 200)).toHaveLength(50);
  const refused = answers.filter((answer) => answer.status !== 200);
  expect(refused).toHaveLength(250);
  expect(new Set(refused.map((answer) => `${answer.status} ${reasonOf(answer)}`))).toEqual(
    new Set(['409 soldOut']),
  );

  const stored = await storedTickets(slug);
  expect(stored).toHaveLength(50);
  expect(new Set(stored.map((ticket) => ticket.code)).size).toBe(50);
  const [tier] = (await availability(slug)).tiers;
  expect(tier).toMatchObject({ key: 'fifty', capacity: 50, taken: 50, left: 0, soldOut: true });
});
