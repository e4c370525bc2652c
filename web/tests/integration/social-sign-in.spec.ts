import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type APIResponse, expect, test } from '@playwright/test';

import { cmsUrl, runDir, setProvider } from '../support/stack';

// A provider no other test switches on (the accounts test uses GitHub): settings are shared CMS state.
const provider = 'twitch';
const callback = `/api/auth/callback/${provider}`;
// What a forged callback would bring: an attacker's token in the query and some Strapi session cookie.
const forged = `${callback}?access_token=attackers-token`;
const strapiSession = 'koa.sess=eyJncmFudCI6e319; koa.sess.sig=forged';

/** How often the CMS was asked to turn a provider session into a sign-in, any provider (its request log). */
const cmsExchanges = () =>
  readFileSync(join(runDir, 'stack.log'), 'utf8')
    .split('\n')
    .filter((line) => /\/api\/auth\/[^/?\s]+\/callback/.test(line)).length;

const setCookies = (response: APIResponse) =>
  response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value);

const stateCookie = (response: APIResponse) =>
  setCookies(response).find((value) => value.startsWith('oauth_state=')) ?? '';
const stateValue = (response: APIResponse) => /^oauth_state=([^;]*)/.exec(stateCookie(response))?.[1] ?? '';

function expectRefused(response: APIResponse) {
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/sign-in?error=providerFailed');
  expect(setCookies(response).filter((value) => /^(strapi_jwt|signed_in)/.test(value))).toEqual([]);
}

let restore: () => Promise<void>;
test.beforeAll(async () => {
  restore = await setProvider(provider, { enabled: true, key: 'test-client', secret: 'test-secret' });
});
test.afterAll(async () => restore());

test('the sign-in start gives the browser a one-use state, httpOnly and only for the callback', async ({
  request,
}) => {
  const start = await request.get(`/api/auth/connect/${provider}`, { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  const cookie = stateCookie(start);
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toMatch(/SameSite=lax/i);
  expect(cookie).toContain(`Path=${callback}`);
  expect(cookie).toContain('Max-Age=600');
  // Plain http here: Secure follows the visitor's connection.
  expect(cookie).not.toMatch(/;\s*Secure/i);
  // At least 128 random bits (base64url), different at every start.
  expect(stateValue(start).split('.')[0]!.length).toBeGreaterThanOrEqual(22);
  const again = await request.get(`/api/auth/connect/${provider}`, { maxRedirects: 0 });
  expect(stateValue(again)).not.toBe(stateValue(start));
});

/**
 * Waits until the CMS logged one exchange asked for here, after the requests under test: the CMS logs
 * in order, so any exchange those requests caused is counted by then.
 */
async function exchangesSince(before: number) {
  await fetch(`${cmsUrl}/api/auth/${provider}/callback`);
  await expect.poll(() => cmsExchanges() - before).toBeGreaterThanOrEqual(1);
  return cmsExchanges() - before - 1;
}

test('a callback without the state, or with one the site never issued, signs nobody in and never reaches the CMS', async ({
  request: attacker,
}) => {
  const before = cmsExchanges();
  // Sent from another site: an attacker's token, no state cookie, or one made up.
  expectRefused(await attacker.get(forged, { maxRedirects: 0, headers: { Cookie: strapiSession } }));
  const madeUp = await attacker.get(forged, {
    maxRedirects: 0,
    headers: { Cookie: `oauth_state=made-up; ${strapiSession}` },
  });
  expectRefused(madeUp);
  expect(stateCookie(madeUp), 'the state is cleared').toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
  expect(await exchangesSince(before)).toBe(0);
});

test('a state works only unaltered, for its provider, before it expires, and once', async ({
  browser,
  request: attacker,
}) => {
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  // The Strapi session a real round trip would have left in the visitor's browser (same host as the site).
  const strapiCookies = async () =>
    visitor.addCookies(
      strapiSession.split('; ').map((pair) => {
        const [name, value] = pair.split('=') as [string, string];
        return { name, value, domain: 'localhost', path: '/' };
      }),
    );
  try {
    const issued = stateValue(
      await visitor.request.get(`/api/auth/connect/${provider}`, { maxRedirects: 0 }),
    );
    expect(issued, 'the start issues a state').toMatch(/^[\w-]+\.\d+\.[\w-]+$/);
    const before = cmsExchanges();
    const [nonce, expires, signature] = issued.split('.');
    const flipped = (text: string) => text.slice(0, -1) + (text.endsWith('A') ? 'B' : 'A');
    for (const wrong of [
      `${flipped(nonce!)}.${expires}.${signature}`,
      `${nonce}.${Number(expires) + 3600}.${signature}`,
      `${nonce}.${expires}.${flipped(signature!)}`,
    ]) {
      const response = await attacker.get(forged, {
        maxRedirects: 0,
        headers: { Cookie: `oauth_state=${wrong}; ${strapiSession}` },
      });
      expectRefused(response);
      expect(stateCookie(response), 'the state is cleared').toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    }
    // Another provider's state does not open this one.
    expectRefused(
      await attacker.get('/api/auth/callback/github', {
        maxRedirects: 0,
        headers: { Cookie: `oauth_state=${issued}; ${strapiSession}` },
      }),
    );

    // The visitor's own state is accepted once: the CMS is asked (and refuses: no provider session)...
    await strapiCookies();
    expectRefused(await visitor.request.get(callback, { maxRedirects: 0 }));
    // ...and the state is gone, so the same callback again is refused before the CMS.
    await strapiCookies();
    expectRefused(await visitor.request.get(callback, { maxRedirects: 0 }));
    expect(await exchangesSince(before)).toBe(1);
  } finally {
    await visitor.close();
  }
});
