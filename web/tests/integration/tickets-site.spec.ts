import { expect, test } from '@playwright/test';

import { mailTo, newAccount, visitorIp } from '../support/accounts';

// The site's ticket endpoints as any client meets them: the cached counts, and the `tickets` procedures'
// origin check, limits and error shapes (a clear 4xx, never a 500).

const onlineEvent = 'creators-online-summit-2027';
const joinLink = 'https://live.example.com/creators-online-summit-2027';

type TrpcError = {
  error: { json: { data: { code: string; ticketError: string | null; authError: string | null } } };
};

const claim = (body: Record<string, unknown>, headers: Record<string, string> = {}) => ({
  headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitorIp(), ...headers },
  data: { json: { eventSlug: onlineEvent, tierKey: 'free-registration', locale: 'en', ...body } },
});

test('the counts endpoint: public, cached for seconds, no cookies, no names, 404 for an unknown event', async ({
  request,
}) => {
  // A CMS slower than the site's 5-s wait (seen in the full test run on two cores) gets 503 + Retry-After
  // (the event page then shows no counts); a client that waits as told gets them.
  let answer = await request.get(`/api/events/${onlineEvent}/availability`);
  await expect
    .poll(
      async () => {
        if (answer.status() === 503) answer = await request.get(`/api/events/${onlineEvent}/availability`);
        return answer.status();
      },
      { timeout: 40_000, intervals: [5_000] },
    )
    .toBe(200);
  expect(answer.headers()['cache-control']).toMatch(/^public,.*s-maxage=5\b/);
  expect(answer.headers()['set-cookie']).toBeUndefined();
  const body = (await answer.json()) as { going: number; tiers: { key: string }[] };
  expect(body.tiers.map((tier) => tier.key)).toContain('speaker-roundtable');
  expect(typeof body.going).toBe('number');
  expect(JSON.stringify(body)).not.toMatch(/@|live\.example/);

  const unknown = await request.get('/api/events/no-such-event/availability');
  expect(unknown.status()).toBe(404);
});

test('tickets.claim: cross-site refused, bad input 400, unknown event 404, never a 500', async ({
  request,
}) => {
  const email = newAccount().email;
  const crossSite = await request.post(
    '/api/trpc/tickets.claim',
    claim({ name: 'Mallory', email }, { Origin: 'https://evil.example' }),
  );
  expect(crossSite.status()).toBe(403);
  expect(((await crossSite.json()) as TrpcError).error.json.data.authError).toBe('crossSite');
  // …and the no-JavaScript form's route refuses it too.
  const form = await request.post('/api/tickets/claim', {
    headers: { Origin: 'https://evil.example', 'X-Forwarded-For': visitorIp() },
    form: { eventSlug: onlineEvent, tierKey: 'free-registration', locale: 'en', name: 'Mallory', email },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(403);
  await expect(mailTo(email)).rejects.toThrow(/no mail/);

  const noEmail = await request.post('/api/trpc/tickets.claim', claim({ name: 'Ana' }));
  expect(noEmail.status()).toBe(400);
  const badEmail = await request.post(
    '/api/trpc/tickets.claim',
    claim({ name: 'Ana', email: 'not-an-address' }),
  );
  expect(badEmail.status()).toBe(400);

  const unknownEvent = await request.post(
    '/api/trpc/tickets.claim',
    claim({ eventSlug: 'no-such-event', name: 'Ana', email: newAccount().email }),
  );
  expect(unknownEvent.status()).toBe(404);
  expect(((await unknownEvent.json()) as TrpcError).error.json.data.ticketError).toBe('unknownEvent');
  const unknownTier = await request.post(
    '/api/trpc/tickets.claim',
    claim({ tierKey: 'no-such-tier', name: 'Ana', email: newAccount().email }),
  );
  expect(unknownTier.status()).toBe(404);
  expect(((await unknownTier.json()) as TrpcError).error.json.data.ticketError).toBe('unknownTier');
  const paid = await request.post(
    '/api/trpc/tickets.claim',
    claim({
      eventSlug: 'sao-paulo-nonprofit-impact-meetup-2027',
      tierKey: 'supporter',
      name: 'Ana',
      email: newAccount().email,
    }),
  );
  expect(paid.status()).toBe(400);
  expect(((await paid.json()) as TrpcError).error.json.data.ticketError).toBe('paidTier');

  const badCode = await request.get(
    `/api/trpc/tickets.one?input=${encodeURIComponent(JSON.stringify({ json: { code: '../../x', locale: 'en' } }))}`,
  );
  expect(badCode.status()).toBe(400);
  const wrongToken = await request.post('/api/trpc/tickets.confirm', {
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitorIp() },
    data: { json: { token: 'no-such-token', locale: 'en' } },
  });
  expect(wrongToken.status()).toBe(400);
});

test("guests' claims count like sign-in attempts: one address gets 20 a minute, then 429", async ({
  request,
}) => {
  const ip = visitorIp();
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 21; attempt++) {
    const answer = await request.post(
      '/api/trpc/tickets.claim',
      claim({ name: `Guest ${attempt}`, email: newAccount().email }, { 'X-Forwarded-For': ip }),
    );
    statuses.push(answer.status());
  }
  expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
  expect(statuses[20]).toBe(429);
});

test('the public event answers never carry the join link', async ({ request }) => {
  const list = await request.get(
    `/api/trpc/events.list?input=${encodeURIComponent(JSON.stringify({ json: { locale: 'en' } }))}`,
  );
  expect(list.status()).toBe(200);
  expect(await list.text()).not.toContain(joinLink);
  const page = await request.get(`/events/${onlineEvent}`);
  expect(await page.text()).not.toContain(joinLink);
  const ics = await request.get(`/api/calendar/en/${onlineEvent}.ics`);
  expect(await ics.text()).not.toContain(joinLink);
});
