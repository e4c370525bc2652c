import 'server-only';

import { TRPCError } from '@trpc/server';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import { env } from '@/env';

import { AuthRefusal, publicProcedure } from './init';

// Per server process; Strapi's own per-address limit (10 a minute per route) stands behind it for all
// replicas together.
const limiter = new RateLimiterMemory({ points: env.AUTH_RATE_LIMIT, duration: 60 });

/**
 * Account procedures: a change must come from the site's own pages, so no cross-site form or script can
 * sign a visitor in or out, or change their data.
 */
export const accountProcedure = publicProcedure.use(({ ctx, type, next }) => {
  if (type === 'mutation' && !ctx.sameOrigin) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'Cross-site request refused',
      cause: new AuthRefusal('crossSite'),
    });
  }
  return next();
});

/**
 * One attempt of the kind the limit counts (sign-in, registration, a mailed-link request, a guest's
 * ticket claim): one address gets a bounded number a minute.
 */
export async function countAuthAttempt(ip: string | undefined): Promise<void> {
  try {
    await limiter.consume(ip ?? 'unknown');
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many attempts, try again in a minute',
      cause: new AuthRefusal('rateLimited'),
    });
  }
}

/** Sign-in, registration and the mailed-link requests: one address gets a bounded number a minute. */
export const authAttemptProcedure = accountProcedure.use(async ({ ctx, type, next }) => {
  if (type === 'mutation') await countAuthAttempt(ctx.visitor.ip);
  return next();
});
