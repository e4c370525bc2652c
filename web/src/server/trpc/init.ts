import 'server-only';

import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { z } from 'zod';

import { authErrorCode, type AuthErrorCode } from '@/lib/auth/errors';
import { CmsError } from '@/lib/cms/errors';
import { OrganizerFieldErrors, OrganizerRefusal } from '@/lib/cms/organizer';
import { TicketRefusal } from '@/lib/cms/tickets';
import { clientIp, isHttps, isSameOrigin } from '@/server/auth/request';

export type TrpcContext = {
  headers: Headers;
  /** The visitor's address and connection, for Strapi's rate limit and the cookies' `Secure`. */
  visitor: { ip?: string; secure: boolean };
  sameOrigin: boolean;
};

export const createContext = ({ req }: { req: Request }): TrpcContext => ({
  headers: req.headers,
  visitor: { ip: clientIp(req.headers), secure: isHttps(req) },
  sameOrigin: isSameOrigin(req),
});

/** Thrown by the site itself for an account request it refuses before asking Strapi. */
export class AuthRefusal extends Error {
  constructor(readonly code: AuthErrorCode) {
    super(code);
  }
}

function authErrorOf(cause: unknown): AuthErrorCode | null {
  if (cause instanceof AuthRefusal) return cause.code;
  if (cause instanceof CmsError) return authErrorCode(cause.body);
  return null;
}

const t = initTRPC.context<TrpcContext>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    return {
      ...shape,
      data: {
        ...shape.data,
        // Field errors of a bad input, so a form can show them next to the right field.
        zodError: cause instanceof z.ZodError ? z.flattenError(cause) : null,
        // The CMS's own error body (SPEC 8: passed on as it is); a stack never leaves the server.
        cms: cause instanceof CmsError ? cause.body : null,
        // An account error as a key of the `Auth.errors` messages, so the form can say it in any locale.
        authError: authErrorOf(cause),
        // A refused ticket request as a key of the `Tickets.errors` messages (sold out, not eligible…).
        ticketError: cause instanceof TicketRefusal ? cause.reason : null,
        // An organizer refusal (`OrganizerEvents.errors` keys) and a form's field codes by path.
        organizerError: cause instanceof OrganizerRefusal ? cause.reason : null,
        fieldErrors: cause instanceof OrganizerFieldErrors ? cause.errors : null,
        stack: undefined,
      },
    };
  },
});

const cmsStatusToCode: Record<number, TRPCError['code']> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
  // The CMS is down or did not answer in time: the caller may try again later.
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

/** A CMS failure becomes the matching tRPC error (and so the spec's numeric code). */
const mapCmsErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof CmsError) {
    const cms = result.error.cause;
    throw new TRPCError({
      code: cmsStatusToCode[cms.status] ?? 'INTERNAL_SERVER_ERROR',
      message: cms.message,
      cause: cms,
    });
  }
  return result;
});

export const router = t.router;
export const publicProcedure = t.procedure.use(mapCmsErrors);
export const createCallerFactory = t.createCallerFactory;
