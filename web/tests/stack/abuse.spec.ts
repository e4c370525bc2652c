import { expect, test } from '@playwright/test';

import { from, ownLoopbackAddress, rotatingForwardedFor } from '../support/from-address';

// What one address can make the stack do. Each test is a visitor from a loopback address of its own
// (nginx sees it as the connection's address), so no test's limits reach another's.

const baseURL = process.env.BASE_URL ?? '';
const cmsPublicUrl = process.env.CMS_PUBLIC_URL ?? '';
const kept = /^(HIT|UPDATING|STALE)$/;

test('1,000 requests of a signed-in visitor are answered from nginx’s cache', async () => {
  const visitor = from(ownLoopbackAddress());
  const signedIn = { Cookie: 'strapi_jwt=abc; strapi_jwt_refresh=def; signed_in=1' };
  // The copy exists (any visitor's request fills it).
  expect((await visitor(`${baseURL}/de/nft-tickets`, { headers: signedIn })).status).toBe(200);
  const cache: Record<string, number> = {};
  let next = 0;
  const client = async () => {
    while (next < 1000) {
      next += 1;
      const answer = await visitor(`${baseURL}/de/nft-tickets`, { headers: signedIn });
      const status = `${answer.status} ${String(answer.headers['x-cache-status'])}`;
      cache[status] = (cache[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, client));
  const fromCache = Object.entries(cache)
    .filter(([status]) => status.startsWith('200 ') && kept.test(status.slice(4)))
    .reduce((sum, [, count]) => sum + count, 0);
  expect(fromCache, JSON.stringify(cache)).toBe(1000);
});

test('40 wrong passwords naming a new X-Forwarded-For each meet 429 through nginx', async () => {
  const visitor = from(ownLoopbackAddress());
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await visitor(`${baseURL}/api/trpc/auth.signIn`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: new URL(baseURL).origin,
        'X-Forwarded-For': rotatingForwardedFor(attempt),
      },
      body: JSON.stringify({ json: { identifier: 'nobody@example.com', password: 'Wrong-password-1' } }),
    });
    statuses.push(answer.status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
  const firstRefusal = statuses.indexOf(429);
  expect(firstRefusal, statuses.join(' ')).toBeGreaterThanOrEqual(10);
  expect(firstRefusal, statuses.join(' ')).toBeLessThanOrEqual(20);
  expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);

  // Another visitor behind the same nginx is not held by the first one's limit.
  const other = await from(ownLoopbackAddress())(`${baseURL}/api/trpc/auth.signIn`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(baseURL).origin },
    body: JSON.stringify({ json: { identifier: 'nobody@example.com', password: 'Wrong-password-1' } }),
  });
  expect(other.status).toBe(400);
});

for (const [name, request] of [
  ['account requests', { path: '/api/auth/connect/no-such-provider', init: {} }],
  // Ticket reads are GETs with no query: only the account limit can refuse them.
  ['ticket requests', { path: '/api/trpc/tickets.mine', init: {} }],
  // A query sent as a mutation (tRPC refuses it with 405): limited as mutations, not as account traffic.
  ['tRPC mutations', { path: '/api/trpc/events.list', init: { method: 'POST', body: '{}' } }],
  ['requests that skip the cache', { path: '/nft-tickets?utm=1', init: {} }],
] as const) {
  test(`one address sending a flood of ${name} gets nginx’s 429 page`, async () => {
    const visitor = from(ownLoopbackAddress());
    const answers = [];
    // The limits allow a burst (40 to 100 requests) and a few a second after it.
    for (let attempt = 0; attempt < 400 && answers.at(-1)?.status !== 429; attempt++) {
      const path = request.path.includes('?') ? `${request.path}${attempt}` : request.path;
      answers.push(await visitor(`${baseURL}${path}`, { headers: {}, ...request.init }));
    }
    const page = answers.at(-1)!;
    expect(page.status, answers.map((answer) => answer.status).join(' ')).toBe(429);
    expect(answers.length).toBeGreaterThan(40);
    expect(page.headers['retry-after']).toBe('10');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Too many requests');
    expect(page.body).toContain('短時間にリクエストが集中しました');
    // Another address is not refused meanwhile.
    expect((await from(ownLoopbackAddress())(`${baseURL}/nft-tickets`)).status).toBe(200);
  });
}

test('the CMS’s public address passes only what browsers need from Strapi', async () => {
  const visitor = from(ownLoopbackAddress());
  // Social sign-in's round trip reaches Strapi (an unknown provider is Strapi's own refusal, not 404).
  const connect = await visitor(`${cmsPublicUrl}/api/connect/no-such-provider`);
  expect(connect.status).not.toBe(404);
  expect(connect.headers['x-powered-by'] ?? '').not.toBe('nginx');
  // Content, users and sign-in are the web servers' business: not reachable here.
  for (const path of ['/api/pages', '/api/users', '/api/auth/local']) {
    expect((await visitor(`${cmsPublicUrl}${path}`)).status, path).toBe(404);
  }
  // The admin's sign-in counts the visitor's real address, whatever it claims.
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await visitor(`${cmsPublicUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': rotatingForwardedFor(attempt) },
      body: JSON.stringify({ email: 'nobody@belong.test', password: 'Wrong-password-1' }),
    });
    statuses.push(answer.status);
  }
  expect(statuses, statuses.join(' ')).toContain(429);
});
