import type { Core } from '@strapi/strapi';

import { eventUid } from '../organizer/access';
import { messagesTable } from '../organizer/messages';
import { passHoldingUid } from '../tickets/constants';
import { ticketUid, waitlistUid } from '../tickets/records';
import { holdingsTable, seatsTable } from '../tickets/seats';

import { sandboxDomain, sandboxLifetimeMs } from './identity';

const userUid = 'plugin::users-permissions.user';

/** Sandboxes deleted per run; the cron runs every hour, so a busy day is cleared in a few runs. */
const perRun = 500;

/** Row by row: a single `delete` also removes the row's relation links, where `deleteMany` leaves them. */
async function deleteRows(strapi: Core.Strapi, uid: string, where: Record<string, unknown>) {
  const query = strapi.db.query(uid);
  const rows = (await query.findMany({ where, select: ['id'] })) as { id: number }[];
  for (const row of rows) await query.delete({ where: { id: row.id } });
}

/**
 * Deletes every sandbox older than a day with everything it made: its events (every version and
 * language, through the Document Service so their components go too), their tickets, waitlist
 * entries, seat and holding counters and message log, its own tickets and pass holdings, its sessions
 * and the account. `now` is a parameter so a test can move the clock instead of waiting a day; `only`
 * narrows the sweep to the named accounts (an operator clearing one sandbox, a test leaving others').
 */
export async function sweepSandboxes(
  strapi: Core.Strapi,
  now = new Date(),
  only?: number[],
): Promise<number> {
  const cutoff = new Date(now.getTime() - sandboxLifetimeMs);
  const users = (await strapi.db.query(userUid).findMany({
    where: {
      email: { $endsWith: `@${sandboxDomain}` },
      createdAt: { $lt: cutoff },
      ...(only ? { id: { $in: only } } : {}),
    },
    select: ['id', 'email'],
    limit: perRun,
  })) as { id: number; email: string }[];
  const knex = strapi.db.connection;
  for (const user of users) {
    const events = (await strapi.db.query(eventUid).findMany({
      where: { organizer: { id: user.id } },
      select: ['documentId'],
    })) as { documentId: string }[];
    for (const documentId of new Set(events.map((row) => row.documentId))) {
      await deleteRows(strapi, ticketUid, { eventDocumentId: documentId });
      await deleteRows(strapi, waitlistUid, { eventDocumentId: documentId });
      await knex(seatsTable).where({ event_document_id: documentId }).delete();
      await knex(holdingsTable).where({ event_document_id: documentId }).delete();
      await knex(messagesTable).where({ event_document_id: documentId }).delete();
      await strapi.documents(eventUid as never).delete({ documentId, locale: '*' } as never);
    }
    await deleteRows(strapi, ticketUid, { holderEmail: user.email });
    await knex(holdingsTable).where({ holder_email: user.email }).delete();
    await deleteRows(strapi, passHoldingUid, { user: { id: user.id } });
    await strapi.sessionManager('users-permissions').invalidateRefreshToken(String(user.id));
    await strapi.db.query(userUid).delete({ where: { id: user.id } });
  }
  return users.length;
}
