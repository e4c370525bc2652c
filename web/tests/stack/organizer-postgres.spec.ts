import { expect, test } from '@playwright/test';

import {
  createOrganized,
  eventInput,
  type Organized,
  organizerApi,
  signedInAccount,
} from '../support/organizer';
import { reasonOf } from '../support/tickets';

/**
 * The organizer routes' two database-specific parts on the production stack's PostgreSQL: the daily
 * creation limit under simultaneous creates (a pool of connections, READ COMMITTED), and finding a
 * co-host's events by their address inside the jsonb list (cms/src/organizer/events.ts).
 */
test('PostgreSQL: 25 creates sent at once by one account make 20 events and 5 "too many"', async () => {
  test.setTimeout(180_000);
  const organizer = await signedInAccount('pg-busy');
  const answers = await Promise.all(
    Array.from({ length: 25 }, () =>
      organizerApi('/events', organizer.jwt, { method: 'POST', body: eventInput() }),
    ),
  );
  expect(
    answers.filter((answer) => answer.status >= 500),
    'no 5xx',
  ).toEqual([]);
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
  expect(
    answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${reasonOf(answer)}`),
  ).toEqual(Array(5).fill('429 tooMany'));
  expect((await organizerApi('/events', organizer.jwt)).json?.data as unknown[]).toHaveLength(20);
});

test('PostgreSQL: a co-host finds the event by their address, and loses it when removed', async () => {
  const organizer = await signedInAccount('pg-host');
  const cohost = await signedInAccount('pg-cohost');
  const stranger = await signedInAccount('pg-stranger');
  const event = await createOrganized(organizer.jwt);
  const set = await organizerApi(`/events/${event.id}/co-hosts`, organizer.jwt, {
    method: 'PUT',
    body: { emails: [cohost.email.toUpperCase()] },
  });
  expect(set.status, JSON.stringify(set.json)).toBe(200);

  const listed = (await organizerApi('/events', cohost.jwt)).json?.data as Organized[];
  expect(listed.map((item) => [item.id, item.role])).toEqual([[event.id, 'coHost']]);
  expect((await organizerApi(`/events/${event.id}/guests`, cohost.jwt)).status).toBe(200);
  expect((await organizerApi('/events', stranger.jwt)).json?.data).toEqual([]);
  expect((await organizerApi(`/events/${event.id}`, stranger.jwt)).status).toBe(404);

  await organizerApi(`/events/${event.id}/co-hosts`, organizer.jwt, { method: 'PUT', body: { emails: [] } });
  expect((await organizerApi('/events', cohost.jwt)).json?.data).toEqual([]);
  expect((await organizerApi(`/events/${event.id}`, cohost.jwt)).status).toBe(404);
});
