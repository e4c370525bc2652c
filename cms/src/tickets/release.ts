import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

import { holdSeat } from './claims';
import { confirmationMail, sendMail } from './mail/render';
import { siteLocale, type TicketRow, ticketUid, type WaitlistRow, waitlistUid } from './records';
import { TicketRefusal } from './refusal';
import { giveBack } from './seats';
import { eventByDocumentId, eventInLocale, tierOf } from './tiers';

type Row = Pick<TicketRow, 'id' | 'eventDocumentId' | 'tierKey' | 'holderEmail'>;

/**
 * Gives a ticket's seat and holding back, once: `seatHeld` goes from true to false in the same
 * transaction as the counters, so a cancel from the site, one from the admin and the sweep can overlap
 * without freeing one seat twice. Runs inside the caller's transaction when there is one.
 */
export async function releaseSeat(strapi: Core.Strapi, ticket: Row): Promise<boolean> {
  return strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    const { count } = await strapi.db
      .query(ticketUid)
      .updateMany({ where: { id: ticket.id, seatHeld: true }, data: { seatHeld: false } });
    if (Number(count) !== 1) return false;
    await giveBack(trx, {
      eventDocumentId: ticket.eventDocumentId,
      tierKey: ticket.tierKey,
      email: ticket.holderEmail,
    });
    return true;
  });
}

/**
 * Offers freed seats of a tier to the people waiting, first come first served: each gets a pending claim
 * (the seat held for them as for a guest) and a mail in their language. Stops when no seat is left or
 * nobody waits.
 */
export async function promoteWaitlist(strapi: Core.Strapi, eventDocumentId: string, tierKey: string) {
  const event = await eventByDocumentId(strapi, eventDocumentId);
  if (!event) return;
  const tier = event.tiers.find((candidate) => candidate.key === tierKey);
  // A pass-holder tier's waiting list holds only accounts that held the pass when they joined (claims.ts).
  if (!tier || tier.price > 0) return;
  const entries = strapi.db.query(waitlistUid);
  for (let offered = 0; offered < 100; offered++) {
    const entry = (await entries.findOne({
      where: { eventDocumentId, tierKey, waitlistStatus: 'waiting' },
      orderBy: { id: 'asc' },
    })) as WaitlistRow | null;
    if (!entry) return;
    const claimed = await entries.updateMany({
      where: { id: entry.id, waitlistStatus: 'waiting' },
      data: { waitlistStatus: 'offered', offeredAt: new Date() },
    });
    if (Number(claimed.count) !== 1) continue; // another sweep took this one
    const locale = siteLocale(entry.holderLocale);
    const localized = await eventInLocale(strapi, event, locale);
    const localTier = tierOf(localized, tier.key);
    try {
      const held = await holdSeat(
        strapi,
        { event, tier, tierName: localTier.name },
        { userId: null, name: entry.name, email: entry.email, locale, pending: true },
      );
      await sendMail(
        strapi,
        confirmationMail({
          to: entry.email,
          locale,
          name: entry.name,
          event: localized,
          tier: localTier,
          token: held.token ?? '',
          code: held.code ?? '',
          offer: true,
        }),
      );
    } catch (error) {
      if (!(error instanceof TicketRefusal)) throw error;
      if (error.reason === 'alreadyHolding') {
        // They got a ticket another way meanwhile: the seat goes to the next one waiting.
        await entries.updateMany({ where: { id: entry.id }, data: { waitlistStatus: 'skipped' } });
        continue;
      }
      // No seat after all (someone else claimed it first): they keep their place.
      await entries.updateMany({
        where: { id: entry.id },
        data: { waitlistStatus: 'waiting', offeredAt: null },
      });
      return;
    }
  }
}

/** The signed-in holder cancels their own ticket: seat freed, waitlist promoted. */
export async function cancelOwn(strapi: Core.Strapi, userId: number, code: string): Promise<TicketRow> {
  const tickets = strapi.db.query(ticketUid);
  const ticket = (await tickets.findOne({ where: { code, holder: { id: userId } } })) as TicketRow | null;
  if (!ticket) throw new TicketRefusal('notFound', 'You hold no ticket with this code');
  const cancelled = await strapi.db.transaction(async () => {
    const { count } = await tickets.updateMany({
      where: { id: ticket.id, ticketStatus: { $in: ['issued', 'pending'] } },
      data: { ticketStatus: 'cancelled', cancelledAt: new Date() },
    });
    if (Number(count) === 1) await releaseSeat(strapi, ticket);
    return Number(count) === 1;
  });
  if (!cancelled && ticket.ticketStatus !== 'cancelled') {
    throw new TicketRefusal('notEligible', 'A checked-in ticket cannot be cancelled');
  }
  if (cancelled) await promoteWaitlist(strapi, ticket.eventDocumentId, ticket.tierKey);
  return (await tickets.findOne({ where: { id: ticket.id } })) as TicketRow;
}

/**
 * Cancels claims left unconfirmed past their hold (holdMinutes), frees their seats and offers them to
 * the waitlist. Runs every minute (config/server.ts) and on POST /api/tickets/sweep (full-access tokens
 * only: the tests).
 */
export async function sweepExpired(strapi: Core.Strapi): Promise<number> {
  const tickets = strapi.db.query(ticketUid);
  const now = new Date();
  const expired = (await tickets.findMany({
    where: { ticketStatus: 'pending', expiresAt: { $lte: now } },
    orderBy: { id: 'asc' },
    limit: 500,
  })) as TicketRow[];
  const freed = new Map<string, { eventDocumentId: string; tierKey: string }>();
  for (const ticket of expired) {
    const done = await strapi.db.transaction(async () => {
      const { count } = await tickets.updateMany({
        where: { id: ticket.id, ticketStatus: 'pending', expiresAt: { $lte: now } },
        data: { ticketStatus: 'cancelled', cancelledAt: now },
      });
      return Number(count) === 1 && (await releaseSeat(strapi, ticket));
    });
    if (done) freed.set(`${ticket.eventDocumentId}/${ticket.tierKey}`, ticket);
  }
  for (const { eventDocumentId, tierKey } of freed.values()) {
    await promoteWaitlist(strapi, eventDocumentId, tierKey);
  }
  return expired.length;
}

/**
 * An account being deleted: its live tickets give their seats back (the waitlist is offered them), then
 * its tickets and waitlist places go, with the names and addresses in them.
 */
export async function forgetHolder(strapi: Core.Strapi, userId: number, email: string): Promise<void> {
  const tickets = strapi.db.query(ticketUid);
  const held = (await tickets.findMany({ where: { holder: { id: userId } } })) as TicketRow[];
  for (const ticket of held) {
    if (await releaseSeat(strapi, ticket))
      await promoteWaitlist(strapi, ticket.eventDocumentId, ticket.tierKey);
  }
  await tickets.deleteMany({ where: { id: { $in: held.map((ticket) => ticket.id) } } });
  await strapi.db.query(waitlistUid).deleteMany({ where: { email: email.toLowerCase() } });
}
