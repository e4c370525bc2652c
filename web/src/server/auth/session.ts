import 'server-only';

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

/** Stores a new pair of tokens; the old refresh token has stopped working (rotation). */
async function rotate(refreshToken: string, visitor: Visitor): Promise<Tokens | null> {
  try {
    const tokens = await refresh(refreshToken, visitor);
    await storeTokens(tokens, visitor.secure);
    return tokens;
  } catch (error) {
    if (isRefusedRefresh(error)) return null;
    throw error;
  }
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
