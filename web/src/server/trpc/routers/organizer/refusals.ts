import 'server-only';

import { TRPCError } from '@trpc/server';

import { OrganizerFieldErrors, OrganizerRefusal, type OrganizerRefusalReason } from '@/lib/cms/organizer';

const statusOf: Record<OrganizerRefusalReason, TRPCError['code']> = {
  notFound: 'NOT_FOUND',
  tooMany: 'TOO_MANY_REQUESTS',
  cannotPublish: 'CONFLICT',
  alreadyCancelled: 'CONFLICT',
  rateLimited: 'TOO_MANY_REQUESTS',
};

/**
 * A refusal or field error from the CMS module becomes a 4xx whose `organizerError` / `fieldErrors` the
 * page translates (never a 500). Another account's event is `notFound`, exactly like one that does not
 * exist.
 */
export async function organizerCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OrganizerRefusal) {
      throw new TRPCError({ code: statusOf[error.reason], message: error.reason, cause: error });
    }
    if (error instanceof OrganizerFieldErrors) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: error.message, cause: error });
    }
    throw error;
  }
}
