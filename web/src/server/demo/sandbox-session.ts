import 'server-only';

import { cookies } from 'next/headers';

import { env } from '@/env';
import type { Tokens } from '@/lib/cms/auth';
import { startSandbox } from '@/lib/cms/demo-sandbox';
import { CmsError } from '@/lib/cms/errors';
import { refreshOnce, type Visitor } from '@/server/auth/session';

/**
 * The demo sandbox's session lives in its own two httpOnly cookies, never in the site's auth cookies:
 * trying a demo does not sign the visitor in (the header still says "Sign in", account pages still ask
 * for one). The sandbox lives a day (the CMS sweeps it), and so does the refresh cookie.
 */
const jwtCookie = 'belong_demo';
const refreshCookie = 'belong_demo_refresh';
const sandboxSeconds = 24 * 3600;

function options(secure: boolean, maxAge: number) {
  return { httpOnly: true, secure, sameSite: 'lax' as const, path: '/', maxAge };
}

async function store(tokens: Tokens, secure: boolean) {
  const jar = await cookies();
  jar.set(jwtCookie, tokens.jwt, options(secure, env.CMS_ACCESS_TOKEN_SECONDS));
  jar.set(refreshCookie, tokens.refreshToken, options(secure, sandboxSeconds));
}

async function clear() {
  const jar = await cookies();
  for (const name of [jwtCookie, refreshCookie]) if (jar.has(name)) jar.delete(name);
}

/** An expired or unknown token (401), or a swept sandbox whose account is gone (401/403). */
const isRefused = (error: unknown) =>
  error instanceof CmsError && (error.status === 401 || error.status === 403);

/**
 * Runs `call` with the visitor's sandbox JWT: the stored one, a refreshed one, or (with `start`, for
 * the first step of a demo) a new sandbox. Without `start` and without a live sandbox: `null`.
 */
export async function withSandbox<T>(
  visitor: Visitor,
  call: (jwt: string) => Promise<T>,
  { start = false } = {},
): Promise<T | null> {
  const jar = await cookies();
  const jwt = jar.get(jwtCookie)?.value;
  const refreshToken = jar.get(refreshCookie)?.value;
  if (jwt) {
    try {
      return await call(jwt);
    } catch (error) {
      if (!isRefused(error)) throw error;
    }
  }
  const refreshed = refreshToken ? await refreshOnce(refreshToken, visitor) : null;
  if (refreshed) {
    await store(refreshed, visitor.secure);
    try {
      return await call(refreshed.jwt);
    } catch (error) {
      if (!isRefused(error)) throw error;
    }
  }
  await clear();
  if (!start) return null;
  const tokens = await startSandbox(visitor);
  await store(tokens, visitor.secure);
  return call(tokens.jwt);
}
