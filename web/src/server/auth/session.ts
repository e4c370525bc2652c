import 'server-only';

import { createHash } from 'node:crypto';

import type { SiteUser } from '@/lib/auth/schemas';
import { me, refresh, type Tokens } from '@/lib/cms/auth';
import { CmsError } from '@/lib/cms/errors';

import { clearTokens, readTokens, storeTokens } from './cookies';

export type Visitor = { ip?: string; secure: boolean };

/** Strapi's answer to an access token that is expired, forged or revoked (401), or has no user (403). */
const isRefused = (error: unknown) =>
  error instanceof CmsError && (error.status === 401 || error.status === 403);
/** …and to a refresh token it does not know (401) or a malformed one (400). */
const isRefusedRefresh = (error: unknown) =>
  isRefused(error) || (error instanceof CmsError && error.status === 400);

/**
 * Refreshes by refresh token, in flight or just done. A page sends its requests in parallel, each with
 * the same refresh token, and Strapi accepts a refresh token once (rotation): without this, the second
 * request's refusal would sign the visitor out. For a short while, every request holding the old token
 * gets the pair the first one obtained. Per server process; replicas route a visitor's parallel requests
 * independently, so the window is short and a lost race costs one extra sign-in at worst.
 */
const recentRefreshes = new Map<string, Promise<Tokens | null>>();
/** Which old token each new refresh token came from, so a sign-out also ends the reuse of the old one. */
const issuedFor = new Map<string, string>();
const REUSE_MS = 20_000;

const keyOf = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('base64url');

function remember(key: string, answer: Promise<Tokens | null>) {
  recentRefreshes.set(key, answer);
  // A later answer under the same key (a sign-out after a refresh) keeps its own full window.
  setTimeout(() => {
    if (recentRefreshes.get(key) === answer) recentRefreshes.delete(key);
  }, REUSE_MS).unref();
}

export function refreshOnce(refreshToken: string, visitor: Visitor): Promise<Tokens | null> {
  const key = keyOf(refreshToken);
  const known = recentRefreshes.get(key);
  if (known) return known;
  const pending = refresh(refreshToken, visitor).then(
    (tokens) => {
      const issued = keyOf(tokens.refreshToken);
      issuedFor.set(issued, key);
      setTimeout(() => issuedFor.delete(issued), REUSE_MS).unref();
      return tokens;
    },
    (error: unknown) => {
      if (isRefusedRefresh(error)) return null;
      // An unreachable CMS is not an answer: the next request asks again.
      recentRefreshes.delete(key);
      throw error;
    },
  );
  remember(key, pending);
  return pending;
}

/**
 * The session behind `refreshToken` ended here (sign-out: `next` is null) or was replaced (new password:
 * `next` is the new pair). A request still in flight with it, or with the token it replaced, gets `next`
 * instead of an old pair that would undo the change in the browser.
 */
export function replaceSession(refreshToken: string | undefined, next: Tokens | null): void {
  if (!refreshToken) return;
  const key = keyOf(refreshToken);
  const answer = Promise.resolve(next);
  remember(key, answer);
  const previous = issuedFor.get(key);
  if (previous) remember(previous, answer);
}

/** Stores a new pair of tokens; the old refresh token has stopped working (rotation). */
async function rotate(refreshToken: string, visitor: Visitor): Promise<Tokens | null> {
  const tokens = await refreshOnce(refreshToken, visitor);
  if (tokens) await storeTokens(tokens, visitor.secure);
  return tokens;
}

/**
 * Runs `call` with a valid access token: the stored one, or a fresh one when it has expired (refresh
 * keeps a visitor signed in past the access token's ten minutes). A session Strapi refuses is cleared,
 * and the visitor is anonymous (`null`). A CMS that cannot be reached is an error, not a sign-out.
 */
export async function withSession<T>(visitor: Visitor, call: (jwt: string) => Promise<T>): Promise<T | null> {
  const { jwt, refreshToken } = await readTokens();
  if (jwt) {
    try {
      return await call(jwt);
    } catch (error) {
      if (!isRefused(error)) throw error;
    }
  }
  const tokens = refreshToken ? await rotate(refreshToken, visitor) : null;
  if (tokens) {
    try {
      return await call(tokens.jwt);
    } catch (error) {
      if (!isRefused(error)) throw error;
    }
  }
  await clearTokens();
  return null;
}

export function currentUser(visitor: Visitor): Promise<SiteUser | null> {
  return withSession(visitor, me);
}
