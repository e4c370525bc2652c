import 'server-only';

import { randomBytes } from 'node:crypto';

import { z } from 'zod';

import type { SiteUser } from '@/lib/auth/schemas';

import { strapiUser } from './answer-shapes';
import { cmsFetch } from './client';

/**
 * Strapi's users-permissions API (SPEC 7), called by the site on a visitor's behalf: never cached, the
 * visitor's address forwarded so Strapi's per-IP limit counts each visitor, and answers reshaped into
 * the site's own types here (the CMS's field names stop at this edge).
 */
const tokens = z.object({ jwt: z.string(), refreshToken: z.string(), user: strapiUser.optional() });
const refreshed = z.object({ jwt: z.string(), refreshToken: z.string() });
const registered = z.object({
  jwt: z.string().optional(),
  refreshToken: z.string().optional(),
  user: strapiUser,
});
const anything = z.unknown();

export type Tokens = { jwt: string; refreshToken: string };

const reshapeUser = (user: z.infer<typeof strapiUser>): SiteUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  createdAt: user.createdAt ?? null,
});

const reshapeTokens = (answer: { jwt: string; refreshToken: string }): Tokens => ({
  jwt: answer.jwt,
  refreshToken: answer.refreshToken,
});

type Visitor = { ip?: string };

const post = <Schema extends z.ZodType>(
  path: `/${string}`,
  body: unknown,
  visitor: Visitor,
  schema: Schema,
  mailLocale?: string,
) => cmsFetch({ path, method: 'POST', body, auth: 'none', forwardedFor: visitor.ip, mailLocale }, schema);

export async function signIn(input: { identifier: string; password: string }, visitor: Visitor) {
  const answer = await post('/auth/local', input, visitor, tokens);
  return { tokens: reshapeTokens(answer), user: answer.user ? reshapeUser(answer.user) : null };
}

/**
 * A username for an account registered without one: the address's local part (as the CMS makes one
 * for a mailed sign-up) and a random tail, so two people called "anna@" do not meet a "taken" error.
 */
function usernameFor(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '')
    .slice(0, 20);
  return `${local.length >= 3 ? local : `user${local}`}-${randomBytes(4).toString('hex')}`;
}

/** With e-mail confirmation on (the site's setting), Strapi answers the user and no tokens. */
export async function register(
  {
    username,
    email,
    password,
    locale,
  }: { username?: string; email: string; password: string; locale: string },
  visitor: Visitor,
) {
  const answer = await post(
    '/auth/local/register',
    { username: username ?? usernameFor(email), email, password },
    visitor,
    registered,
    locale,
  );
  const signedIn =
    answer.jwt && answer.refreshToken ? { jwt: answer.jwt, refreshToken: answer.refreshToken } : null;
  return { tokens: signedIn, user: reshapeUser(answer.user) };
}

export async function me(jwt: string): Promise<SiteUser> {
  return reshapeUser(await cmsFetch({ path: '/users/me', auth: { jwt }, retries: 0 }, strapiUser));
}

/** Rotates the refresh token: the old one stops working (Strapi 5's refresh mode). */
export async function refresh(refreshToken: string, visitor: Visitor): Promise<Tokens> {
  return reshapeTokens(await post('/auth/refresh', { refreshToken }, visitor, refreshed));
}

/** Revokes the session the refresh token belongs to. */
export async function signOut(jwt: string, refreshToken: string | undefined): Promise<void> {
  await cmsFetch(
    { path: '/auth/logout', method: 'POST', body: refreshToken ? { refreshToken } : {}, auth: { jwt } },
    anything,
  );
}

export async function forgotPassword(email: string, locale: string, visitor: Visitor): Promise<void> {
  await post('/auth/forgot-password', { email }, visitor, anything, locale);
}

export async function resetPassword(
  input: { code: string; password: string; passwordConfirmation: string },
  visitor: Visitor,
) {
  const answer = await post('/auth/reset-password', input, visitor, tokens);
  return { tokens: reshapeTokens(answer), user: answer.user ? reshapeUser(answer.user) : null };
}

export async function changePassword(
  jwt: string,
  input: { currentPassword: string; password: string; passwordConfirmation: string },
): Promise<Tokens> {
  const answer = await cmsFetch(
    { path: '/auth/change-password', method: 'POST', body: input, auth: { jwt } },
    tokens,
  );
  return reshapeTokens(answer);
}

export async function sendEmailConfirmation(email: string, locale: string, visitor: Visitor): Promise<void> {
  await post('/auth/send-email-confirmation', { email }, visitor, anything, locale);
}

/**
 * Strapi confirms and answers a redirect (to the site's sign-in page, set in the CMS bootstrap); a wrong
 * code is a 400 with Strapi's usual error body.
 */
export async function confirmEmail(confirmation: string, visitor: Visitor): Promise<void> {
  await cmsFetch(
    {
      path: '/auth/email-confirmation',
      query: { confirmation },
      auth: 'none',
      forwardedFor: visitor.ip,
      retries: 0,
      redirect: 'manual',
    },
    anything,
  );
}

/** Strapi's session cookie and its signature (`strapi::session`'s default key). */
export const strapiSessionCookies = ['koa.sess', 'koa.sess.sig'] as const;

/**
 * Strapi 5.54 keeps the provider's answer in its own session (`koa.sess`, set on the browser by its
 * `/connect` redirect) and ignores any token in the query: the visitor's Strapi session cookies are
 * passed on, and Strapi answers the site's tokens for the user it found or created.
 */
export async function providerCallback(provider: string, strapiSession: string, visitor: Visitor) {
  const answer = await cmsFetch(
    {
      path: `/auth/${encodeURIComponent(provider)}/callback`,
      auth: 'none',
      cookie: strapiSession,
      forwardedFor: visitor.ip,
      retries: 0,
    },
    tokens,
  );
  return { tokens: reshapeTokens(answer), user: answer.user ? reshapeUser(answer.user) : null };
}

const providerNames = z.object({ data: z.array(z.string()) });

/**
 * The social providers an editor enabled in Strapi; none when the CMS cannot say. The sign-in page's
 * buttons read a cached list; the sign-in start (`fresh`) asks each time, so a provider switched off
 * in the admin stops at once.
 */
export async function enabledProviders({ fresh = false } = {}): Promise<string[]> {
  const answer = await cmsFetch(
    { path: '/account/providers', auth: 'none', tags: fresh ? undefined : ['auth-providers'] },
    providerNames,
  ).catch(() => ({ data: [] }));
  return answer.data;
}
