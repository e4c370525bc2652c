import 'server-only';

import { TRPCError } from '@trpc/server';
import { z } from 'zod';

import * as tickets from '@/lib/cms/tickets';
import { TicketRefusal, type TicketRefusalReason } from '@/lib/cms/tickets';
import { mayExist } from '@/lib/cms/slug-index';
import { claimInput, confirmInput, guestFields, ticketCodeInput } from '@/lib/tickets/schemas';
import type { ClaimOutcome } from '@/lib/tickets/view';
import { storeTokens } from '@/server/auth/cookies';
import { withSession } from '@/server/auth/session';
import { ticketListItem, ticketView } from '@/server/tickets/ticket-view';

import { accountProcedure, authAttemptProcedure, countAuthAttempt } from '../account-procedure';
import { publicProcedure, router } from '../init';
import { localeInput, slugInput } from '../inputs';
import { asSignedIn } from '../signed-in';

/** Each ticket refusal's tRPC code (the demo procedures answer the same refusals). */
export const ticketRefusalCodes: Record<TicketRefusalReason, TRPCError['code']> = {
  soldOut: 'CONFLICT',
  alreadyHolding: 'CONFLICT',
  notEligible: 'FORBIDDEN',
  unknownEvent: 'NOT_FOUND',
  unknownTier: 'NOT_FOUND',
  notFound: 'NOT_FOUND',
  paidTier: 'BAD_REQUEST',
  eventOver: 'BAD_REQUEST',
  invalidToken: 'BAD_REQUEST',
  expired: 'BAD_REQUEST',
};

const refuse = (reason: TicketRefusalReason) =>
  new TRPCError({ code: ticketRefusalCodes[reason], message: reason, cause: new TicketRefusal(reason) });

/** A refusal from the CMS module becomes a 4xx whose `ticketError` the page translates (never a 500). */
async function refusalsAsErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TicketRefusal) {
      throw new TRPCError({ code: ticketRefusalCodes[error.reason], message: error.message, cause: error });
    }
    throw error;
  }
}

function knownEvent(slug: string) {
  // The slug index answers for unknown slugs without a CMS call (as every by-slug route does).
  if (!mayExist('event', slug)) throw refuse('unknownEvent');
}

/**
 * Getting and holding a ticket. Every change comes from the site's own pages (the account procedures'
 * origin check); a guest's claim counts like a sign-in attempt, as it sends a mail to any address.
 * Who the ticket belongs to is always the session's user, never an id the browser names.
 */
export const ticketsRouter = router({
  claim: accountProcedure.input(claimInput).mutation(async ({ ctx, input }): Promise<ClaimOutcome> => {
    knownEvent(input.eventSlug);
    const { eventSlug, tierKey, locale, waitlist } = input;
    const asUser = await withSession(ctx.visitor, (jwt) =>
      refusalsAsErrors(() => tickets.claimAsUser(jwt, { eventSlug, tierKey, locale, waitlist })),
    );
    const result =
      asUser ??
      (await (async () => {
        const guest = guestFields.safeParse(input);
        if (!guest.success) throw new TRPCError({ code: 'BAD_REQUEST', cause: guest.error });
        await countAuthAttempt(ctx.visitor.ip);
        return refusalsAsErrors(() =>
          tickets.claimAsGuest({ eventSlug, tierKey, locale, waitlist, ...guest.data }, ctx.visitor),
        );
      })());
    return result.kind === 'issued' ? { kind: 'issued', code: result.ticket.code } : result;
  }),

  /** The mailed link or code: issues the ticket and signs the visitor in, exactly as sign-in does. */
  confirm: authAttemptProcedure.input(confirmInput.and(localeInput)).mutation(async ({ ctx, input }) => {
    const { ticket, tokens, user } = await refusalsAsErrors(() =>
      tickets.confirmClaim('token' in input ? { token: input.token } : input, ctx.visitor),
    );
    await storeTokens(tokens, ctx.visitor.secure);
    return { code: ticket.code, eventSlug: ticket.eventSlug, user };
  }),

  mine: accountProcedure.input(localeInput).query(async ({ ctx, input }) => {
    const list = await asSignedIn(ctx.visitor, tickets.myTickets);
    return Promise.all(list.map((ticket) => ticketListItem(ticket, input.locale)));
  }),

  one: accountProcedure.input(ticketCodeInput).query(async ({ ctx, input }) => {
    const ticket = await asSignedIn(ctx.visitor, (jwt) =>
      refusalsAsErrors(() => tickets.myTicket(jwt, input.code)),
    );
    return ticketView(ticket, input.locale);
  }),

  cancel: accountProcedure.input(ticketCodeInput).mutation(async ({ ctx, input }) => {
    const ticket = await asSignedIn(ctx.visitor, (jwt) =>
      refusalsAsErrors(() => tickets.cancelTicket(jwt, input.code)),
    );
    return ticketView(ticket, input.locale);
  }),

  /** Public counts only (no names): what the cached `/api/events/{slug}/availability` also answers. */
  availability: publicProcedure
    .input(slugInput.pick({ slug: true }).extend({ slug: z.string().max(120) }))
    .query(({ input }) => {
      knownEvent(input.slug);
      return refusalsAsErrors(() => tickets.availability(input.slug));
    }),
});
