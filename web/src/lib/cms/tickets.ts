import 'server-only';

import { z } from 'zod';

import type { SiteUser } from '@/lib/auth/schemas';
import { type Locale, locales } from '@/i18n/locales';

import { cmsSession, data } from './answer-shapes';
import type { Tokens } from './auth';
import { cmsFetch } from './client';
import { CmsError } from './errors';

/**
 * The CMS's ticket routes (cms/src/api/ticket): the one door for getting, reading and cancelling tickets.
 * A signed-in visitor's calls carry their JWT (the CMS acts on `ctx.state.user` only); a guest's calls and
 * the public counts carry the web server's token. The CMS enforces capacity and one-per-person itself;
 * its refusals arrive as `error.details.reason` and leave here as a TicketRefusal.
 */

export type TicketStatus = 'pending' | 'issued' | 'cancelled' | 'checked_in';
export type Ticket = {
  code: string;
  status: TicketStatus;
  eventSlug: string;
  tierKey: string;
  tierName: string;
  holderName: string;
  holderEmail: string;
  locale: Locale;
  createdAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  checkedInAt: string | null;
  /** Only in answers to the holder (myTicket/myTickets/confirm), never elsewhere. */
  onlineUrl: string | null;
};
export type TierAvailability = {
  key: string;
  capacity: number | null;
  taken: number;
  left: number | null;
  soldOut: boolean;
  waiting: number;
};
export type Availability = { eventSlug: string; going: number; tiers: TierAvailability[] };
export type ClaimResult =
  | { kind: 'issued'; ticket: Ticket }
  | { kind: 'pending'; expiresAt: string }
  | { kind: 'waitlisted'; position: number };

export const ticketRefusalReasons = [
  'soldOut',
  'alreadyHolding',
  'notEligible',
  'unknownEvent',
  'unknownTier',
  'paidTier',
  'eventOver',
  'invalidToken',
  'expired',
  'notFound',
] as const;
export type TicketRefusalReason = (typeof ticketRefusalReasons)[number];

export class TicketRefusal extends Error {
  constructor(
    readonly reason: TicketRefusalReason,
    message?: string,
  ) {
    super(message ?? reason);
    this.name = 'TicketRefusal';
  }
}

type Visitor = { ip?: string };

const localeSchema = z.enum(locales as readonly [Locale, ...Locale[]]);
const ticketSchema = z.object({
  code: z.string().min(20),
  status: z.enum(['pending', 'issued', 'cancelled', 'checked_in']),
  eventSlug: z.string(),
  tierKey: z.string(),
  tierName: z.string(),
  holderName: z.string(),
  holderEmail: z.string(),
  locale: localeSchema,
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  onlineUrl: z.string().nullable(),
});
const availabilitySchema = z.object({
  eventSlug: z.string(),
  going: z.number().int().nonnegative(),
  tiers: z.array(
    z.object({
      key: z.string(),
      capacity: z.number().int().nullable(),
      taken: z.number().int().nonnegative(),
      left: z.number().int().nullable(),
      soldOut: z.boolean(),
      waiting: z.number().int().nonnegative(),
    }),
  ),
});
const claimSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('issued'), ticket: ticketSchema }),
  z.object({ kind: z.literal('pending'), expiresAt: z.string() }),
  z.object({ kind: z.literal('waitlisted'), position: z.number().int().positive() }),
]);
const confirmSchema = cmsSession.extend({ ticket: ticketSchema });

const refusalDetails = z.object({ reason: z.enum(ticketRefusalReasons) });

/** A CMS refusal with a known reason becomes a TicketRefusal; anything else stays a CmsError. */
async function refusing<Result>(call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CmsError) {
      const details = refusalDetails.safeParse(error.body.details);
      if (details.success) throw new TicketRefusal(details.data.reason, error.message);
    }
    throw error;
  }
}

const slugPath = (slug: string) => encodeURIComponent(slug);

/** Public counts only (no names, no e-mails); never cached here: the caller decides how to cache. */
export async function availability(eventSlug: string): Promise<Availability> {
  const answer = await refusing(() =>
    cmsFetch(
      { path: `/tickets/availability/${slugPath(eventSlug)}`, auth: 'server', retries: 0 },
      data(availabilitySchema),
    ),
  );
  return answer.data;
}

export async function claimAsUser(
  jwt: string,
  input: { eventSlug: string; tierKey: string; locale: Locale; waitlist?: boolean },
): Promise<ClaimResult> {
  const answer = await refusing(() =>
    cmsFetch(
      { path: '/tickets/claim', method: 'POST', body: input, auth: { jwt }, mailLocale: input.locale },
      data(claimSchema),
    ),
  );
  return answer.data;
}

export async function claimAsGuest(
  input: {
    eventSlug: string;
    tierKey: string;
    locale: Locale;
    name: string;
    email: string;
    waitlist?: boolean;
  },
  visitor: Visitor,
): Promise<ClaimResult> {
  const answer = await refusing(() =>
    cmsFetch(
      {
        path: '/tickets/guest-claim',
        method: 'POST',
        body: input,
        auth: 'server',
        forwardedFor: visitor.ip,
        mailLocale: input.locale,
      },
      data(claimSchema),
    ),
  );
  return answer.data;
}

/** The mailed one-time token (link or 6-digit code + e-mail): issues the ticket, creates or reuses the account, signs in. */
export async function confirmClaim(
  input: { token: string } | { email: string; code: string },
  visitor: Visitor,
): Promise<{ ticket: Ticket; tokens: Tokens; user: SiteUser }> {
  const answer = await refusing(() =>
    cmsFetch(
      {
        path: '/tickets/confirm',
        method: 'POST',
        body: input,
        auth: 'server',
        forwardedFor: visitor.ip,
      },
      data(confirmSchema),
    ),
  );
  const { ticket, jwt, refreshToken, user } = answer.data;
  return {
    ticket,
    tokens: { jwt, refreshToken },
    user: { id: user.id, username: user.username, email: user.email, createdAt: user.createdAt ?? null },
  };
}

/** The signed-in visitor's tickets, newest first. */
export async function myTickets(jwt: string): Promise<Ticket[]> {
  const answer = await refusing(() =>
    cmsFetch({ path: '/tickets/mine', auth: { jwt }, retries: 0 }, data(z.array(ticketSchema))),
  );
  return answer.data;
}

/** TicketRefusal('notFound') unless the ticket is theirs. */
export async function myTicket(jwt: string, code: string): Promise<Ticket> {
  const answer = await refusing(() =>
    cmsFetch(
      { path: `/tickets/mine/${encodeURIComponent(code)}`, auth: { jwt }, retries: 0 },
      data(ticketSchema),
    ),
  );
  return answer.data;
}

/** Frees the seat; the first person on the tier's waitlist is offered it. */
export async function cancelTicket(jwt: string, code: string): Promise<Ticket> {
  const answer = await refusing(() =>
    cmsFetch(
      { path: `/tickets/mine/${encodeURIComponent(code)}/cancel`, method: 'POST', auth: { jwt } },
      data(ticketSchema),
    ),
  );
  return answer.data;
}
