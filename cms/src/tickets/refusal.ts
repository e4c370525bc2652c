import { Refusal } from '../refusal';

/**
 * Why the CMS refused a ticket request: the site maps `error.details.reason` to its TicketRefusal
 * (web/src/lib/cms/tickets.ts). Each is a clear 4xx, never a 5xx.
 */
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

const statusOf: Record<TicketRefusalReason, number> = {
  soldOut: 409,
  alreadyHolding: 409,
  notEligible: 403,
  unknownEvent: 404,
  unknownTier: 404,
  paidTier: 422,
  eventOver: 410,
  invalidToken: 400,
  expired: 410,
  notFound: 404,
};

export class TicketRefusal extends Refusal<TicketRefusalReason> {
  protected readonly statuses = statusOf;
  override readonly name = 'TicketRefusal';
}
