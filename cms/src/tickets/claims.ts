import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

import { services } from '../strapi-services';

import type { SiteLocale } from '../bootstrap/site-locales';

import { holdMinutes } from './constants';
import { confirmationMail, sendMail, ticketMail, waitlistMail } from './mail/render';
import {
  newConfirmation,
  newTicketCode,
  presentTicket,
  storedEntry,
  type TicketRow,
  ticketUid,
  type WaitlistRow,
  waitlistUid,
} from './records';
import { TicketRefusal } from './refusal';
import { ensureCounterRows, type SeatKey, takeHolding, takeSeat } from './seats';
import { eventBySlug, eventInLocale, type TicketEvent, type Tier, tierOf } from './tiers';

/** Who asks: a signed-in user (ticket at once) or a guest (held until the mailed confirmation). */
export type Claimant =
  | { kind: 'user'; userId: number; name: string; email: string }
  | { kind: 'guest'; name: string; email: string };

export type ClaimInput = { eventSlug: string; tierKey: string; locale: SiteLocale; waitlist: boolean };

export type ClaimAnswer =
  | { kind: 'issued'; ticket: ReturnType<typeof presentTicket> }
  | { kind: 'pending'; expiresAt: string }
  | { kind: 'waitlisted'; position: number };

/** The rules the CMS can check for a free tier; paid tiers hand off to their checkout address. */
function checkTier(event: TicketEvent, tier: Tier): void {
  if (Date.parse(event.endsAt) < Date.now()) throw new TicketRefusal('eventOver', 'This event is over');
  if (tier.price > 0) {
    throw new TicketRefusal('paidTier', 'This tier is sold at its checkout address, not here');
  }
  // Pass-holder tiers: the CMS keeps no record of passes yet, so nobody can prove one here.
  if (tier.nftGated) throw new TicketRefusal('notEligible', 'This tier is for pass holders only');
}

type Held = { row: TicketRow; token?: string; code?: string };

/**
 * Takes a holding and a seat and stores the ticket, all in one transaction (seats.ts explains why this
 * cannot oversell). Throws a TicketRefusal (and changes nothing) when either is not available.
 */
export async function holdSeat(
  strapi: Core.Strapi,
  target: { event: TicketEvent; tier: Tier; tierName: string },
  holder: { userId: number | null; name: string; email: string; locale: SiteLocale; pending: boolean },
): Promise<Held> {
  const key: SeatKey = {
    eventDocumentId: target.event.documentId,
    tierKey: target.tier.key,
    email: holder.email,
  };
  await ensureCounterRows(strapi.db.connection, key);
  const code = newTicketCode();
  const confirmation = holder.pending ? newConfirmation(code) : null;
  const now = new Date();
  const row = await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
    if (!(await takeHolding(trx, key, target.tier.perPerson))) {
      throw new TicketRefusal('alreadyHolding', 'This e-mail address already holds a ticket for this event');
    }
    if (!(await takeSeat(trx, key, target.tier.capacity))) {
      throw new TicketRefusal('soldOut', 'This tier is sold out');
    }
    return services(strapi)
      .query<TicketRow>(ticketUid)
      .create({
        data: {
          ...storedEntry(now),
          eventSlug: target.event.slug,
          eventDocumentId: target.event.documentId,
          tierKey: target.tier.key,
          tierName: target.tierName,
          status: holder.pending ? 'pending' : 'issued',
          code,
          holder: holder.userId,
          holderName: holder.name,
          holderEmail: holder.email,
          holderLocale: holder.locale,
          confirmedAt: holder.pending ? null : now,
          expiresAt: holder.pending ? new Date(now.getTime() + holdMinutes * 60_000) : null,
          seatHeld: true,
          confirmTokenHash: confirmation?.tokenHash ?? null,
          confirmCodeHash: confirmation?.codeHash ?? null,
          confirmAttempts: 0,
        },
      });
  });
  return { row, token: confirmation?.token, code: confirmation?.code };
}

/** Places the person on the tier's waitlist (once per e-mail and tier) and answers their position. */
async function joinWaitlist(
  strapi: Core.Strapi,
  target: { event: TicketEvent; tier: Tier },
  claimant: Claimant,
  locale: SiteLocale,
): Promise<number> {
  const entries = strapi.db.query(waitlistUid);
  const where = { eventDocumentId: target.event.documentId, tierKey: target.tier.key, status: 'waiting' };
  let entry = (await entries.findOne({ where: { ...where, email: claimant.email } })) as WaitlistRow | null;
  const fresh = !entry;
  if (!entry) {
    entry = (await entries.create({
      data: {
        ...storedEntry(new Date()),
        eventSlug: target.event.slug,
        eventDocumentId: target.event.documentId,
        tierKey: target.tier.key,
        status: 'waiting',
        name: claimant.name,
        email: claimant.email,
        user: claimant.kind === 'user' ? claimant.userId : null,
        holderLocale: locale,
      },
    })) as WaitlistRow;
  }
  const position = Number(await entries.count({ where: { ...where, id: { $lte: entry.id } } }));
  if (fresh) {
    const localized = await eventInLocale(strapi, target.event, locale);
    await sendMail(
      strapi,
      waitlistMail({
        to: claimant.email,
        locale,
        name: claimant.name,
        event: localized,
        tier: tierOf(localized, target.tier.key),
        position,
      }),
    );
  }
  return position;
}

export async function claim(
  strapi: Core.Strapi,
  input: ClaimInput,
  claimant: Claimant,
): Promise<ClaimAnswer> {
  const event = await eventBySlug(strapi, input.eventSlug);
  const tier = tierOf(event, input.tierKey);
  checkTier(event, tier);
  const localized = await eventInLocale(strapi, event, input.locale);
  const localTier = tierOf(localized, tier.key);
  let held: Held;
  try {
    held = await holdSeat(
      strapi,
      { event, tier, tierName: localTier.name },
      {
        userId: claimant.kind === 'user' ? claimant.userId : null,
        name: claimant.name,
        email: claimant.email,
        locale: input.locale,
        pending: claimant.kind === 'guest',
      },
    );
  } catch (error) {
    if (error instanceof TicketRefusal && error.reason === 'soldOut' && input.waitlist) {
      return {
        kind: 'waitlisted',
        position: await joinWaitlist(strapi, { event, tier }, claimant, input.locale),
      };
    }
    throw error;
  }
  const mail = {
    to: claimant.email,
    locale: input.locale,
    name: claimant.name,
    event: localized,
    tier: localTier,
  };
  if (held.token && held.code) {
    await sendMail(strapi, confirmationMail({ ...mail, token: held.token, code: held.code, offer: false }));
    return { kind: 'pending', expiresAt: new Date(held.row.expiresAt as string).toISOString() };
  }
  await sendMail(strapi, await ticketMail({ ...mail, code: held.row.code }));
  return { kind: 'issued', ticket: presentTicket(held.row, event.onlineUrl) };
}
