import 'server-only';

import { CmsError } from '@/lib/cms/errors';
import { readTokens } from '@/server/auth/cookies';

export type PageRead<T> = { kind: 'ready'; value: T } | { kind: 'signedOut' } | { kind: 'refresh' };

const isRefused = (error: unknown) =>
  error instanceof CmsError && (error.status === 401 || error.status === 403);

/**
 * Runs `call` with the visitor's access token while a server component renders. A page cannot write
 * cookies, so it cannot rotate the refresh token (`withSession` does that in procedures and route
 * handlers): an expired access token with a refresh token still there answers `refresh`, and the page
 * lets an island renew the session through a procedure and render again.
 */
export async function readAsVisitor<T>(call: (jwt: string) => Promise<T>): Promise<PageRead<T>> {
  const { jwt, refreshToken } = await readTokens();
  if (jwt) {
    try {
      return { kind: 'ready', value: await call(jwt) };
    } catch (error) {
      if (!isRefused(error)) throw error;
    }
  }
  return refreshToken ? { kind: 'refresh' } : { kind: 'signedOut' };
}
