import { expect, test } from '@playwright/test';

import { visitorIp } from '../support/accounts';
import { from, ownLoopbackAddress, rotatingForwardedFor } from '../support/from-address';
import { cmsUrl } from '../support/stack';

// Who the visitor is (web/server/client-address.mjs, cms/src/middlewares/forwarded-trust.ts): a
// forwarded address counts only from a proxy the operator trusts. The test stack trusts 127.0.0.1, the
// address these tests use as "the proxy in front"; a visitor from any other address is on their own.

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';
const json = { 'Content-Type': 'application/json', Origin: new URL(baseURL).origin };
const wrongSignIn = JSON.stringify({
  json: { identifier: 'nobody@example.com', password: 'Wrong-password-1' },
});

test('40 wrong passwords, each naming a new X-Forwarded-For, meet 429 at the site', async () => {
  const visitor = from(ownLoopbackAddress());
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await visitor(`${baseURL}/api/trpc/auth.signIn`, {
      method: 'POST',
      headers: { ...json, 'X-Forwarded-For': rotatingForwardedFor(attempt) },
      body: wrongSignIn,
    });
    statuses.push(answer.status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
  // Strapi's limit (10 a minute) or the site's (20) answers first; either way, guessing stops.
  const firstRefusal = statuses.indexOf(429);
  expect(firstRefusal).toBeGreaterThanOrEqual(10);
  expect(firstRefusal).toBeLessThanOrEqual(20);
  expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);
});

test('40 wrong passwords, each naming a new X-Forwarded-For, meet 429 at the CMS’s own address', async () => {
  const visitor = from(ownLoopbackAddress());
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await visitor(`${cmsUrl}/api/auth/local`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': rotatingForwardedFor(attempt) },
      body: JSON.stringify({ identifier: 'nobody@example.com', password: 'Wrong-password-1' }),
    });
    statuses.push(answer.status);
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
  expect(statuses.slice(10)).toEqual(Array(30).fill(429));
});

test('the site’s own limit stops a visitor whom Strapi’s per-route limit would not', async () => {
  // Strapi counts forgot-password per e-mail address, so a new address on each request never reaches
  // its limit: only the site's limiter (AUTH_RATE_LIMIT, 20 a minute) stands between this and the mailer.
  const visitor = from(ownLoopbackAddress());
  const answers = [];
  for (let attempt = 0; attempt < 25; attempt++) {
    answers.push(
      await visitor(`${baseURL}/api/trpc/auth.forgotPassword`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          json: { email: `nobody.${attempt}.${Date.now()}@example.com`, locale: 'en' },
        }),
      }),
    );
  }
  expect(answers.slice(0, 20).map((answer) => answer.status)).toEqual(Array(20).fill(200));
  expect(answers.slice(20).map((answer) => answer.status)).toEqual(Array(5).fill(429));
  expect(answers[20]?.body).toContain('TOO_MANY_REQUESTS');
});

test('behind the trusted proxy, each visitor it names gets a limit of their own', async ({ request }) => {
  const first = visitorIp();
  let status = 0;
  for (let attempt = 0; attempt < 25 && status !== 429; attempt++) {
    const response = await request.post('/api/trpc/auth.signIn', {
      headers: { 'X-Forwarded-For': first },
      data: { json: { identifier: 'nobody@example.com', password: 'Wrong-password-1' } },
    });
    status = response.status();
  }
  expect(status).toBe(429);
  // The same proxy (this test's own address) names another visitor: not limited by the first one.
  const other = await request.post('/api/trpc/auth.signIn', {
    headers: { 'X-Forwarded-For': visitorIp() },
    data: { json: { identifier: 'nobody@example.com', password: 'Wrong-password-1' } },
  });
  expect(other.status()).toBe(400);
});
