import 'server-only';

import type { SiteUser } from '@/lib/auth/schemas';
import type { Locale } from '@/i18n/locales';

import type { Tokens } from './auth';

// PLACEHOLDER with the signatures of /work/notes/tickets-contract.md, until branch i24-tickets-cms
// (the owner of this module) is merged: its version replaces this file entirely.

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
export type TicketRefusalReason =
  | 'soldOut'
  | 'alreadyHolding'
  | 'notEligible'
  | 'unknownEvent'
  | 'unknownTier'
  | 'paidTier'
  | 'eventOver'
  | 'invalidToken'
  | 'expired'
  | 'notFound';
export class TicketRefusal extends Error {
  constructor(
    readonly reason: TicketRefusalReason,
    message?: string,
  ) {
    super(message ?? reason);
  }
}

const pending = (): never => {
  throw new Error('tickets: the CMS module of i24-tickets-cms is not merged yet');
};

export const availability = (_eventSlug: string): Promise<Availability> => pending();
export const claimAsUser = (
  _jwt: string,
  _input: { eventSlug: string; tierKey: string; locale: Locale; waitlist?: boolean },
): Promise<ClaimResult> => pending();
export const claimAsGuest = (
  _input: {
    eventSlug: string;
    tierKey: string;
    locale: Locale;
    name: string;
    email: string;
    waitlist?: boolean;
  },
  _visitor: { ip?: string },
): Promise<ClaimResult> => pending();
export const confirmClaim = (
  _input: { token: string } | { email: string; code: string },
  _visitor: { ip?: string },
): Promise<{ ticket: Ticket; tokens: Tokens; user: SiteUser }> => pending();
export const myTickets = (_jwt: string): Promise<Ticket[]> => pending();
export const myTicket = (_jwt: string, _code: string): Promise<Ticket> => pending();
export const cancelTicket = (_jwt: string, _code: string): Promise<Ticket> => pending();
