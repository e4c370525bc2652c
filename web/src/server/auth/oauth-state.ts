import 'server-only';

import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

import { cookies } from 'next/headers';

import { env } from '@/env';

/**
 * Social sign-in's state (login CSRF): the start route gives the browser a one-use state in an httpOnly
 * cookie that only the provider's callback path receives, and the callback signs in only with it.
 *
 * Why a cookie alone: Strapi 5.54's connect flow cannot carry a state of ours back. It keeps the
 * provider's answer in its own session and redirects to the callback URL with the query replaced, so a
 * `state` in the callback address is lost. The cookie is therefore signed (provider, expiry): one the
 * site did not issue, one for another provider, or an old one, is refused; the callback clears it on
 * every outcome, so it serves once. Strapi itself checks the provider's `state` against its session.
 */
export const oauthStateCookie = 'oauth_state';
const lifetimeSeconds = 600;

// Every replica derives the same key from the server's secret; without one, a key per process.
const key = env.CMS_API_TOKEN
  ? Buffer.from(hkdfSync('sha256', env.CMS_API_TOKEN, '', 'belong social sign-in state', 32))
  : randomBytes(32);

const sign = (provider: string, nonce: string, expires: number) =>
  createHmac('sha256', key).update(`${provider}\n${nonce}\n${expires}`).digest('base64url');

const cookiePath = (provider: string) => `/api/auth/callback/${provider}`;

/** A new state for `provider`, set as the cookie the callback will ask for. */
export async function issueOAuthState(provider: string, secure: boolean): Promise<void> {
  const nonce = randomBytes(32).toString('base64url');
  const expires = Math.floor(Date.now() / 1000) + lifetimeSeconds;
  (await cookies()).set(oauthStateCookie, `${nonce}.${expires}.${sign(provider, nonce, expires)}`, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: cookiePath(provider),
    maxAge: lifetimeSeconds,
  });
}

function isValid(value: string | undefined, provider: string): boolean {
  const [nonce, expiresText, signature, ...rest] = value?.split('.') ?? [];
  if (!nonce || !expiresText || !signature || rest.length > 0 || !/^\d{1,12}$/.test(expiresText)) {
    return false;
  }
  const expires = Number(expiresText);
  if (expires < Date.now() / 1000) return false;
  const expected = Buffer.from(sign(provider, nonce, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether the browser brought a state the site issued for `provider`; the cookie is cleared either way. */
export async function takeOAuthState(provider: string): Promise<boolean> {
  const jar = await cookies();
  const value = jar.get(oauthStateCookie)?.value;
  jar.delete({ name: oauthStateCookie, path: cookiePath(provider) });
  return isValid(value, provider);
}
