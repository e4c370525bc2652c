import { expect, test } from '@playwright/test';

import { availability, claimAtOnce, reasonOf, storedTickets } from '../support/tickets';

/**
 * The same 300 claims at 50 seats on the production stack's PostgreSQL (READ COMMITTED, a pool of
 * connections writing at once), where a read-then-write would oversell (cms/src/tickets/seats.ts).
 */
test('PostgreSQL: 300 concurrent claims at a 50-seat tier give exactly 50 tickets and 250 sold out', async () => {
  test.setTimeout(180_000);
  const { slug, answers } = await claimAtOnce(300, 50);
  expect(
    answers.filter((answer) => answer.status >= 500),
    'no 5xx',
  ).toEqual([]);
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(50);
  const refused = answers.filter((answer) => answer.status !== 200);
  expect(new Set(refused.map((answer) => `${answer.status} ${reasonOf(answer)}`))).toEqual(
    new Set(['409 soldOut']),
  );
  expect(refused).toHaveLength(250);
  expect(await storedTickets(slug)).toHaveLength(50);
  expect((await availability(slug)).tiers[0]).toMatchObject({
    capacity: 50,
    taken: 50,
    left: 0,
    soldOut: true,
  });
});
