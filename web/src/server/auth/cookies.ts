import 'server-only';

import { cookies } from 'next/headers';

import { env } from '@/env';
import { sessionHintCookie as sessionHint } from '@/lib/auth/session-hint';
import type { Tokens } from '@/lib/cms/auth';

/**
 * The session lives in two httpOnly cookies the browser's JavaScript cannot read: the short access
 * token (its name from configuration, SPEC 3) and the refresh token, each living as long as the token
 * it holds. A third, readable cookie holds no secret: it only tells the header's island that a session
 * exists, so anonymous visitors never ask for their user.
 */
const refreshCookie = `${env.AUTH_COOKIE_NAME}_refresh`;

type Jar = Awaited<ReturnType<typeof cookies>>;

function options(secure: boolean, maxAge: number, httpOnly = true) {
  return { httpOnly, secure, sameSite: 'lax' as const, path: '/', maxAge };
}

export async function readTokens(): Promise<{ jwt?: string; refreshToken?: string }> {
  const jar = await cookies();
  return { jwt: jar.get(env.AUTH_COOKIE_NAME)?.value, refreshToken: jar.get(refreshCookie)?.value };
}

export async function storeTokens(tokens: Tokens, secure: boolean): Promise<void> {
  const jar: Jar = await cookies();
  jar.set(env.AUTH_COOKIE_NAME, tokens.jwt, options(secure, env.CMS_ACCESS_TOKEN_SECONDS));
  jar.set(refreshCookie, tokens.refreshToken, options(secure, env.AUTH_REFRESH_SECONDS));
  jar.set(sessionHint, '1', options(secure, env.AUTH_REFRESH_SECONDS, false));
}

export async function clearTokens(): Promise<void> {
  const jar: Jar = await cookies();
  for (const name of [env.AUTH_COOKIE_NAME, refreshCookie, sessionHint]) {
    if (jar.has(name)) jar.delete(name);
  }
}
