import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';

import { services } from '../strapi-services';

import type { SiteLocale } from '../bootstrap/site-locales';

import { holdMinutes, passHoldingUid, resendAfterSeconds } from './constants';
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

/**
 * A pass-holder tier is open to accounts an editor has recorded as holding its pass (`pass-holding`).
 * A guest has no account to look at yet, so a guest is asked to sign in: answering by e-mail would
 * tell anyone who holds which pass.
 */
async function holdsPass(strapi: Core.Strapi, tier: Tier, claimant: Claimant): Promise<boolean> {
  if (!tier.pass || claimant.kind !== 'user') return false;
  const holding = await services(strapi)
    .query<{ id: number }>(passHoldingUid)
    .findOne({ where: { pass: tier.pass, user: { id: claimant.userId } }, select: ['id'] });
  return holding !== null;
}

/** The rules the CMS can check for a free tier; paid tiers hand off to their checkout address. */
async function checkTier(
  strapi: Core.Strapi,
  event: TicketEvent,
  tier: Tier,
  claimant: Claimant,
): Promise<void> {
  if (Date.parse(event.endsAt) < Date.now()) throw new TicketRefusal('eventOver', 'This event is over');
  if (tier.price > 0) {
    throw new TicketRefusal('paidTier', 'This tier is sold at its checkout address, not here');
  }
  if (tier.nftGated && !(await holdsPass(strapi, tier, claimant))) {
    throw new TicketRefusal('notEligible', 'This tier is for holders of its pass only');
  }
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
          ticketStatus: holder.pending ? 'pending' : 'issued',
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
          confirmSentAt: holder.pending ? now : null,
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
  const where = {
    eventDocumentId: target.event.documentId,
    tierKey: target.tier.key,
    waitlistStatus: 'waiting',
  };
  let entry = (await entries.findOne({ where: { ...where, email: claimant.email } })) as WaitlistRow | null;
  const fresh = !entry;
  if (!entry) {
    entry = (await entries.create({
      data: {
        ...storedEntry(new Date()),
        eventSlug: target.event.slug,
        eventDocumentId: target.event.documentId,
        tierKey: target.tier.key,
        waitlistStatus: 'waiting',
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

/**
 * A guest who asks again while their claim waits for its confirmation (the mail lost or deleted) gets a
 * new link and code by mail, at most once a minute; the old ones stop working and the hold keeps its
 * end. Anything else (a confirmed ticket, a mail sent a moment ago) stays "already holding".
 */
async function resendConfirmation(
  strapi: Core.Strapi,
  localized: TicketEvent,
  claimant: Claimant,
  locale: SiteLocale,
): Promise<ClaimAnswer | null> {
  const tickets = strapi.db.query(ticketUid);
  const row = (await tickets.findOne({
    where: { eventDocumentId: localized.documentId, holderEmail: claimant.email, ticketStatus: 'pending' },
    orderBy: { id: 'desc' },
  })) as (TicketRow & { confirmSentAt: string | null }) | null;
  if (!row?.expiresAt || Date.parse(row.expiresAt) <= Date.now()) return null;
  const sentAt = row.confirmSentAt ? Date.parse(row.confirmSentAt) : 0;
  if (Date.now() - sentAt < resendAfterSeconds * 1000) return null;
  const confirmation = newConfirmation(row.code);
  // Two asks at the same moment send one mail: only the one that still sees the old time writes.
  const written = await tickets.updateMany({
    where: { id: row.id, ticketStatus: 'pending', confirmSentAt: row.confirmSentAt },
    data: {
      confirmTokenHash: confirmation.tokenHash,
      confirmCodeHash: confirmation.codeHash,
      confirmAttempts: 0,
      confirmSentAt: new Date(),
    },
  });
  if (Number(written.count) !== 1) return null;
  await sendMail(
    strapi,
    confirmationMail({
      to: claimant.email,
      locale,
      name: row.holderName,
      event: localized,
      tier: tierOf(localized, row.tierKey),
      token: confirmation.token,
      code: confirmation.code,
      offer: false,
    }),
  );
  return { kind: 'pending', expiresAt: new Date(row.expiresAt).toISOString() };
}

export async function claim(
  strapi: Core.Strapi,
  input: ClaimInput,
  claimant: Claimant,
): Promise<ClaimAnswer> {
  const event = await eventBySlug(strapi, input.eventSlug);
  const tier = tierOf(event, input.tierKey);
  await checkTier(strapi, event, tier, claimant);
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
    if (error instanceof TicketRefusal && error.reason === 'alreadyHolding' && claimant.kind === 'guest') {
      const resent = await resendConfirmation(strapi, localized, claimant, input.locale);
      if (resent) return resent;
    }
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
