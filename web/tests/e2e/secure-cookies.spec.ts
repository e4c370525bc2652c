import { expect, test } from '@playwright/test';

import { confirmedAccount, visitorIp } from '../support/accounts';
import { from, ownLoopbackAddress } from '../support/from-address';

// `Secure` on the session cookies follows the scheme the visitor really used: the socket's, or what a
// trusted proxy reports (web/server/client-address.mjs). A visitor's own `X-Forwarded-Proto` is not it.

const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';

test('the session cookies are Secure only when a trusted proxy reports https', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() });
  const account = await confirmedAccount(page);
  const signIn = (send: ReturnType<typeof from>, headers: Record<string, string>) =>
    send(`${baseURL}/api/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(baseURL).origin, ...headers },
      body: JSON.stringify({ json: { identifier: account.email, password: account.password } }),
    });
  const sessionCookie = (cookies: string[] | undefined) =>
    (cookies ?? []).find((cookie) => cookie.startsWith('strapi_jwt='));

  // Directly from the internet, claiming https: the connection was plain http.
  const direct = await signIn(from(ownLoopbackAddress()), { 'X-Forwarded-Proto': 'https' });
  expect(direct.status).toBe(200);
  expect(sessionCookie(direct.headers['set-cookie'])).toBeDefined();
  expect(sessionCookie(direct.headers['set-cookie'])).not.toMatch(/;\s*Secure/i);

  // Through the proxy the test stack trusts (127.0.0.1), which terminated https.
  const proxied = await signIn(from('127.0.0.1'), {
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-For': visitorIp(),
  });
  expect(proxied.status).toBe(200);
  expect(sessionCookie(proxied.headers['set-cookie'])).toMatch(/;\s*Secure/i);
});
