import type { Core } from '@strapi/strapi';

import { sessionFor, userForEmail } from './accounts';
import { codeAttempts } from './constants';
import { sendMail, ticketMail } from './mail/render';
import {
  hashCode,
  hashToken,
  presentTicket,
  sameHash,
  siteLocale,
  type TicketRow,
  ticketUid,
} from './records';
import { TicketRefusal } from './refusal';
import { eventByDocumentId, eventInLocale, tierOf } from './tiers';

export type ConfirmInput = { token: string } | { email: string; code: string };

const invalid = () => new TicketRefusal('invalidToken', 'This confirmation link or code is not valid');

/** The pending claim the mailed link names; a used link is invalid, an expired one says so. */
async function byToken(strapi: Core.Strapi, token: string): Promise<TicketRow> {
  const ticket = (await strapi.db
    .query(ticketUid)
    .findOne({ where: { confirmTokenHash: hashToken(token) } })) as TicketRow | null;
  if (!ticket) throw invalid();
  const past = ticket.expiresAt !== null && Date.parse(ticket.expiresAt) <= Date.now();
  if (past && (ticket.ticketStatus === 'pending' || ticket.ticketStatus === 'cancelled')) {
    throw new TicketRefusal('expired', 'The seat was held for a limited time, and that time is over');
  }
  if (ticket.ticketStatus !== 'pending') throw invalid();
  return ticket;
}

/**
 * The pending claim the 6-digit code belongs to. Each try uses up one of the claim's attempts BEFORE
 * the code is compared, in one conditional UPDATE, so parallel guesses cannot get more than
 * `codeAttempts` comparisons per claim.
 */
async function byCode(strapi: Core.Strapi, email: string, code: string): Promise<TicketRow> {
  const tickets = strapi.db.query(ticketUid);
  const pending = (await tickets.findMany({
    where: { holderEmail: email, ticketStatus: 'pending', expiresAt: { $gt: new Date() } },
    orderBy: { id: 'desc' },
    limit: 20,
  })) as TicketRow[];
  const table = strapi.db.metadata.get(ticketUid).tableName;
  let locked = pending.length > 0;
  for (const ticket of pending) {
    const used = await strapi.db
      .connection(table)
      .where({ id: ticket.id })
      .where('confirm_attempts', '<', codeAttempts)
      .increment('confirm_attempts', 1);
    if (Number(used) !== 1) continue;
    locked = false;
    if (sameHash(ticket.confirmCodeHash, hashCode(ticket.code, code))) return ticket;
  }
  if (locked) {
    throw new TicketRefusal('invalidToken', 'Too many wrong codes: use the link in the mail instead');
  }
  throw invalid();
}

/** Issues the held ticket, makes or finds the holder's account and signs them in. */
export async function confirmClaim(strapi: Core.Strapi, input: ConfirmInput) {
  const pending =
    'token' in input ? await byToken(strapi, input.token) : await byCode(strapi, input.email, input.code);
  const user = await userForEmail(strapi, pending.holderEmail);
  if (user.blocked) throw new TicketRefusal('notEligible', 'This account has been blocked');
  const tickets = strapi.db.query(ticketUid);
  const now = new Date();
  const issued = await strapi.db.transaction(async () => {
    const { count } = await tickets.updateMany({
      where: { id: pending.id, ticketStatus: 'pending', expiresAt: { $gt: now } },
      data: { ticketStatus: 'issued', confirmedAt: now, confirmTokenHash: null, confirmCodeHash: null },
    });
    if (Number(count) !== 1) return false;
    await tickets.update({ where: { id: pending.id }, data: { holder: user.id } });
    return true;
  });
  if (!issued)
    throw new TicketRefusal('expired', 'The seat was held for a limited time, and that time is over');
  const ticket = (await tickets.findOne({ where: { id: pending.id } })) as TicketRow;
  const event = await eventByDocumentId(strapi, ticket.eventDocumentId);
  if (event) {
    const locale = siteLocale(ticket.holderLocale);
    const localized = await eventInLocale(strapi, event, locale);
    const tier = localized.tiers.find((candidate) => candidate.key === ticket.tierKey);
    if (tier) {
      await sendMail(
        strapi,
        await ticketMail({
          to: ticket.holderEmail,
          locale,
          name: ticket.holderName,
          event: localized,
          tier: tierOf(localized, tier.key),
          code: ticket.code,
        }),
      );
    }
  }
  const session = await sessionFor(strapi, user);
  return { ticket: presentTicket(ticket, event?.onlineUrl ?? null), ...session };
}
