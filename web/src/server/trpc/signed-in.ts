import 'server-only';

import { TRPCError } from '@trpc/server';

import { type Visitor, withSession } from '@/server/auth/session';

/** Runs `call` for the signed-in visitor; nobody signed in (or a session Strapi refused) is a 401. */
export async function asSignedIn<T>(visitor: Visitor, call: (jwt: string) => Promise<T>): Promise<T> {
  const answer = await withSession(visitor, async (jwt) => ({ value: await call(jwt) }));
  if (!answer) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first' });
  return answer.value;
}
