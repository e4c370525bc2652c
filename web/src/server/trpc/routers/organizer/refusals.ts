import 'server-only';

import { TRPCError } from '@trpc/server';

import { OrganizerFieldErrors, OrganizerRefusal, type OrganizerRefusalReason } from '@/lib/cms/organizer';
import type { Visitor } from '@/server/auth/session';

import { asSignedIn } from '../../signed-in';

/** Each organizer refusal's tRPC code (the demo procedures answer the same refusals). */
export const organizerRefusalCodes: Record<OrganizerRefusalReason, TRPCError['code']> = {
  // Someone else's event reads exactly like one that does not exist.
  notFound: 'NOT_FOUND',
  tooMany: 'TOO_MANY_REQUESTS',
  cannotPublish: 'CONFLICT',
  alreadyCancelled: 'CONFLICT',
  rateLimited: 'TOO_MANY_REQUESTS',
};

/**
 * Runs an organizer call for the signed-in visitor (nobody: 401). The CMS decides whose event it is;
 * its refusals become 4xx answers whose `organizerError` / `fieldErrors` the pages translate, never a 500.
 */
export function asOrganizer<T>(visitor: Visitor, call: (jwt: string) => Promise<T>): Promise<T> {
  return asSignedIn(visitor, async (jwt) => {
    try {
      return await call(jwt);
    } catch (error) {
      if (error instanceof OrganizerRefusal) {
        throw new TRPCError({
          code: organizerRefusalCodes[error.reason],
          message: error.reason,
          cause: error,
        });
      }
      if (error instanceof OrganizerFieldErrors) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid event fields', cause: error });
      }
      throw error;
    }
  });
}
