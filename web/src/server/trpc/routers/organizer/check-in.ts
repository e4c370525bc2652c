import 'server-only';

import { TRPCError } from '@trpc/server';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import { checkInInput, eventIdInput } from '@/lib/check-in/schemas';
import * as organizer from '@/lib/cms/organizer';
import { OrganizerRefusal, type OrganizerRefusalReason } from '@/lib/cms/organizer';

import { accountProcedure } from '../../account-procedure';
import { router } from '../../init';
import { asSignedIn } from '../../signed-in';

// A busy door: a scanner reads about one ticket a second, and a venue's phones often share one address
// (its Wi-Fi). Ten scanners behind one address fit; a script hammering the CMS does not (per server).
const scanLimiter = new RateLimiterMemory({ points: 600, duration: 60 });
// Counts are read every ten seconds by each open check-in page (and once on opening it).
const readLimiter = new RateLimiterMemory({ points: 240, duration: 60 });

async function withinLimit(limiter: RateLimiterMemory, ip: string | undefined): Promise<void> {
  try {
    await limiter.consume(ip ?? 'unknown');
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Too many check-in requests, slow down' });
  }
}

const statusOf: Record<OrganizerRefusalReason, TRPCError['code']> = {
  // Not theirs and not there look the same: the event's existence is not revealed.
  notFound: 'NOT_FOUND',
  rateLimited: 'TOO_MANY_REQUESTS',
  tooMany: 'TOO_MANY_REQUESTS',
  cannotPublish: 'CONFLICT',
  alreadyCancelled: 'CONFLICT',
};

/** The organizer module's refusals become 4xx answers, never a 500. */
async function refusalsAsErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof OrganizerRefusal) {
      throw new TRPCError({ code: statusOf[error.reason], message: error.reason, cause: error });
    }
    throw error;
  }
}

/**
 * The door: an event's hosts (organizer and co-hosts) check tickets in. Whose event it is, the CMS
 * decides from the session's user (404 for anyone else); the browser only names the event.
 */
export const checkInRouter = router({
  /** What the page's heading and counts need, once on opening it: 404 unless the visitor hosts it. */
  event: accountProcedure.input(eventIdInput).query(async ({ ctx, input }) => {
    await withinLimit(readLimiter, ctx.visitor.ip);
    const event = await asSignedIn(ctx.visitor, (jwt) =>
      refusalsAsErrors(() => organizer.myEvent(jwt, input.id)),
    );
    return {
      title: event.input.title,
      issued: event.counts.issued,
      checkedIn: event.counts.checkedIn,
    };
  }),

  counts: accountProcedure.input(eventIdInput).query(async ({ ctx, input }) => {
    await withinLimit(readLimiter, ctx.visitor.ip);
    return asSignedIn(ctx.visitor, (jwt) => refusalsAsErrors(() => organizer.checkInCounts(jwt, input.id)));
  }),

  /** One scan; the answer carries the counts after it, so the page needs no second request. */
  scan: accountProcedure.input(checkInInput).mutation(async ({ ctx, input }) => {
    await withinLimit(scanLimiter, ctx.visitor.ip);
    return asSignedIn(ctx.visitor, async (jwt) => {
      const result = await refusalsAsErrors(() =>
        organizer.checkIn(jwt, input.id, { code: input.code, scanId: input.scanId }),
      );
      const counts = await refusalsAsErrors(() => organizer.checkInCounts(jwt, input.id));
      return { result, counts };
    });
  }),
});
