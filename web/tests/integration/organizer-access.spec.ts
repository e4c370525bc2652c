import { expect, test } from '@playwright/test';

import {
  eventInput,
  eventWithGuest,
  type Organized,
  organizerApi,
  signedInAccount,
} from '../support/organizer';
import { reasonOf } from '../support/tickets';

/**
 * Who may reach an event's organizer routes: its organizer, and co-hosts the organizer names by
 * e-mail (read and check in, not change the co-hosts). Every route is tried as another signed-in user
 * and as nobody: 404 (the event's existence is not revealed) or 401/403, and nothing changes.
 */

type Route = { name: string; method: string; path: (id: string, code: string) => string; body?: unknown };
const routes: Route[] = [
  { name: 'myEvent', method: 'GET', path: (id) => `/events/${id}` },
  {
    name: 'updateEvent',
    method: 'PUT',
    path: (id) => `/events/${id}`,
    body: eventInput({ title: 'Taken over' }),
  },
  { name: 'publishEvent', method: 'POST', path: (id) => `/events/${id}/publish` },
  { name: 'unpublishEvent', method: 'POST', path: (id) => `/events/${id}/unpublish` },
  { name: 'guests', method: 'GET', path: (id) => `/events/${id}/guests` },
  { name: 'cancelGuest', method: 'POST', path: (id, code) => `/events/${id}/guests/${code}/cancel` },
  {
    name: 'messageGuests',
    method: 'POST',
    path: (id) => `/events/${id}/messages`,
    body: { subject: 'Hi', body: 'Spam' },
  },
  {
    name: 'setCoHosts',
    method: 'PUT',
    path: (id) => `/events/${id}/co-hosts`,
    body: { emails: ['thief@example.com'] },
  },
  {
    name: 'checkIn',
    method: 'POST',
    path: (id) => `/events/${id}/check-ins`,
    body: { scanId: 'scan-intruder-1' },
  },
  { name: 'checkInCounts', method: 'GET', path: (id) => `/events/${id}/check-ins/counts` },
];

test('every organizer route, tried as another signed-in user and as nobody, answers 404 or 401/403 and changes nothing', async () => {
  const organizer = await signedInAccount('owner');
  const intruder = await signedInAccount('intruder');
  const { event, code } = await eventWithGuest(organizer);
  const before = await organizerApi(`/events/${event.id}`, organizer.jwt);
  const guestsBefore = await organizerApi(`/events/${event.id}/guests`, organizer.jwt);

  for (const route of routes) {
    const body = route.name === 'checkIn' ? { code, scanId: 'scan-intruder-1' } : route.body;
    const asOther = await organizerApi(route.path(event.id, code), intruder.jwt, {
      method: route.method,
      body,
    });
    expect(asOther.status, `${route.name} as another user`).toBe(404);
    expect(reasonOf(asOther), route.name).toBe('notFound');
    const asNobody = await organizerApi(route.path(event.id, code), null, { method: route.method, body });
    expect([401, 403], `${route.name} as nobody`).toContain(asNobody.status);
  }
  // The list and creation need an account too; another's list does not show the event.
  expect([401, 403]).toContain((await organizerApi('/events', null)).status);
  expect([401, 403]).toContain(
    (await organizerApi('/events', null, { method: 'POST', body: eventInput() })).status,
  );
  expect([401, 403]).toContain((await organizerApi('/covers', null, { method: 'POST' })).status);
  expect((await organizerApi('/events', intruder.jwt)).json?.data).toEqual([]);
  // An id that is no event answers the same as someone else's.
  expect((await organizerApi('/events/abcdefghijklmnopqrstuvwx', organizer.jwt)).status).toBe(404);

  // Nothing changed: same event, same guests, ticket still issued, no check-in, no co-host.
  const after = await organizerApi(`/events/${event.id}`, organizer.jwt);
  expect(after.json?.data).toEqual(before.json?.data);
  expect((await organizerApi(`/events/${event.id}/guests`, organizer.jwt)).json?.data).toEqual(
    guestsBefore.json?.data,
  );
  expect((after.json?.data as Organized).coHosts).toEqual([]);
  expect((after.json?.data as Organized).counts).toMatchObject({ issued: 1, checkedIn: 0 });
});

test('a co-host reads the event and checks guests in, but cannot set co-hosts; removed, they lose access', async () => {
  const organizer = await signedInAccount('owner');
  const cohost = await signedInAccount('cohost');
  const { event, code } = await eventWithGuest(organizer);
  const set = await organizerApi(`/events/${event.id}/co-hosts`, organizer.jwt, {
    method: 'PUT',
    body: { emails: [cohost.email.toUpperCase(), cohost.email] },
  });
  expect(set.status, JSON.stringify(set.json)).toBe(200);
  expect((set.json?.data as Organized).coHosts).toEqual([cohost.email]);

  const read = await organizerApi(`/events/${event.id}`, cohost.jwt);
  expect(read.status).toBe(200);
  expect(read.json?.data).toMatchObject({ role: 'coHost', coHosts: [] });
  expect(
    ((await organizerApi('/events', cohost.jwt)).json?.data as Organized[]).map((item) => item.id),
  ).toEqual([event.id]);
  expect((await organizerApi(`/events/${event.id}/guests`, cohost.jwt)).status).toBe(200);
  const scan = await organizerApi(`/events/${event.id}/check-ins`, cohost.jwt, {
    method: 'POST',
    body: { code, scanId: 'cohost-scan-0001' },
  });
  expect(scan.json?.data).toMatchObject({ kind: 'checkedIn', name: 'Gast Eins' });
  const guests = (await organizerApi(`/events/${event.id}/guests`, organizer.jwt)).json?.data as {
    checkedInByName: string;
  }[];
  expect(guests[0]?.checkedInByName).toBe(cohost.username);

  const steal = await organizerApi(`/events/${event.id}/co-hosts`, cohost.jwt, {
    method: 'PUT',
    body: { emails: [] },
  });
  expect(steal.status).toBe(404);
  const tooMany = await organizerApi(`/events/${event.id}/co-hosts`, organizer.jwt, {
    method: 'PUT',
    body: { emails: Array.from({ length: 11 }, (_, index) => `host${index}@example.com`) },
  });
  expect(tooMany.status).toBe(400);

  expect(
    (
      await organizerApi(`/events/${event.id}/co-hosts`, organizer.jwt, {
        method: 'PUT',
        body: { emails: [] },
      })
    ).status,
  ).toBe(200);
  expect((await organizerApi(`/events/${event.id}`, cohost.jwt)).status).toBe(404);
});
