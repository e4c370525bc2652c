import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { type TicketRow, ticketUid } from './records';
import { promoteWaitlist, releaseSeat } from './release';

type DocumentContext = {
  uid: string;
  action: string;
  params: { documentId?: string; data?: Record<string, unknown> };
};

/**
 * An editor who sets a ticket to "cancelled" in the admin (or deletes it) frees its seat and offers it
 * to the waitlist, as a cancel from the site does. The admin writes through the document service, so a
 * document middleware sees it; the site's routes write with `strapi.db.query` and release seats
 * themselves. `releaseSeat` frees each seat once, whoever gets there first.
 */
export function registerAdminCancel(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const ctx = context as unknown as DocumentContext;
    if (ctx.uid !== ticketUid) return next();
    if (ctx.action === 'create') {
      // The site's routes write tickets with the query engine; a document made here would hold no seat.
      throw new errors.ValidationError(
        'Tickets are issued from the event page, where seats are counted. Create no ticket here.',
      );
    }
    if (ctx.action !== 'update' && ctx.action !== 'delete') return next();
    const documentId = ctx.params.documentId;
    const newStatus = ctx.params.data?.ticketStatus;
    if (ctx.action === 'update' && documentId && newStatus !== undefined && newStatus !== 'cancelled') {
      const stored = (await strapi.db
        .query(ticketUid)
        .findOne({ where: { documentId }, select: ['ticketStatus'] })) as Pick<
        TicketRow,
        'ticketStatus'
      > | null;
      if (stored?.ticketStatus === 'cancelled') {
        // Its seat went back when it was cancelled, perhaps to someone on the waitlist already.
        throw new errors.ValidationError(
          'A cancelled ticket stays cancelled: its seat may already be someone else’s. The guest can get a new ticket on the event page.',
        );
      }
    }
    if (
      ctx.action === 'update' &&
      ctx.params.data?.ticketStatus === 'cancelled' &&
      !ctx.params.data.cancelledAt
    ) {
      ctx.params.data.cancelledAt = new Date();
    }
    if (ctx.action === 'delete' && documentId) {
      // Freed before the row goes (afterwards there is nothing left to mark as released).
      const rows = (await strapi.db.query(ticketUid).findMany({ where: { documentId } })) as TicketRow[];
      const freed = [];
      for (const ticket of rows) if (await releaseSeat(strapi, ticket)) freed.push(ticket);
      const result = await next();
      for (const ticket of freed) await promoteWaitlist(strapi, ticket.eventDocumentId, ticket.tierKey);
      return result;
    }
    const result = await next();
    const row = documentId
      ? ((await strapi.db.query(ticketUid).findOne({ where: { documentId } })) as TicketRow | null)
      : null;
    if (row?.ticketStatus === 'cancelled' && (await releaseSeat(strapi, row))) {
      await promoteWaitlist(strapi, row.eventDocumentId, row.tierKey);
    }
    return result;
  });
}
