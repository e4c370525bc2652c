import type { Core } from '@strapi/strapi';

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
    if (ctx.uid !== ticketUid || (ctx.action !== 'update' && ctx.action !== 'delete')) return next();
    const documentId = ctx.params.documentId;
    if (ctx.action === 'update' && ctx.params.data?.status === 'cancelled' && !ctx.params.data.cancelledAt) {
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
    if (row?.status === 'cancelled' && (await releaseSeat(strapi, row))) {
      await promoteWaitlist(strapi, row.eventDocumentId, row.tierKey);
    }
    return result;
  });
}
