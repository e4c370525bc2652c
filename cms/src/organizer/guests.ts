import type { Core } from '@strapi/strapi';

import { type TicketRow, ticketUid } from '../tickets/records';
import { promoteWaitlist, releaseSeat } from '../tickets/release';

import { OrganizerRefusal } from './refusal';

/** A ticket row with the check-in fields this issue added. */
export type GuestRow = TicketRow & { checkedInByName: string | null; checkInScanId: string | null };

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** The contract's Guest (web/src/lib/cms/organizer.ts): what the event's hosts see of a ticket. */
export const presentGuest = (row: GuestRow) => ({
  code: row.code,
  name: row.holderName,
  email: row.holderEmail,
  tierKey: row.tierKey,
  tierName: row.tierName ?? row.tierKey,
  status: row.ticketStatus,
  createdAt: iso(row.createdAt) ?? new Date().toISOString(),
  checkedInAt: iso(row.checkedInAt),
  checkedInByName: row.checkedInByName ?? null,
});

/** Every ticket of the event, oldest first; `q` narrows to a name, address or code containing it. */
export async function listGuests(strapi: Core.Strapi, documentId: string, q: string | undefined) {
  const search = q?.trim().slice(0, 100);
  const rows = (await strapi.db.query(ticketUid).findMany({
    where: {
      eventDocumentId: documentId,
      ...(search
        ? {
            $or: [
              { holderName: { $containsi: search } },
              { holderEmail: { $containsi: search } },
              { code: { $containsi: search } },
            ],
          }
        : {}),
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    limit: 5000,
  })) as GuestRow[];
  return rows.map(presentGuest);
}

/**
 * A host cancels a guest's ticket: the status changes only from pending or issued (one conditional
 * UPDATE, so two hosts cancelling at once cancel once), the seat is freed once (release.ts) and offered
 * to the tier's waitlist, as when a guest cancels their own.
 */
export async function cancelGuest(strapi: Core.Strapi, documentId: string, code: string) {
  const tickets = strapi.db.query(ticketUid);
  const ticket = (await tickets.findOne({ where: { code, eventDocumentId: documentId } })) as GuestRow | null;
  if (!ticket) throw new OrganizerRefusal('notFound', 'This event has no ticket with this code');
  const cancelled = await strapi.db.transaction(async () => {
    const { count } = await tickets.updateMany({
      where: { id: ticket.id, ticketStatus: { $in: ['issued', 'pending'] } },
      data: { ticketStatus: 'cancelled', cancelledAt: new Date() },
    });
    if (Number(count) === 1) await releaseSeat(strapi, ticket);
    return Number(count) === 1;
  });
  if (!cancelled) {
    throw new OrganizerRefusal('alreadyCancelled', 'This ticket is already cancelled or checked in');
  }
  await promoteWaitlist(strapi, documentId, ticket.tierKey);
  return presentGuest((await tickets.findOne({ where: { id: ticket.id } })) as GuestRow);
}
