import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { siteLocale, ticketUid } from '../tickets/records';
import { sendMail } from '../tickets/mail/render';

import { eventUid, type EventRow } from './access';
import type { GuestRow } from './guests';
import { guestMessageMail } from './mail/render';
import { OrganizerRefusal } from './refusal';

/** Messages one event may send its guests per hour: enough for news, too few for spam. */
export const messagesPerHour = 3;
export const messagesTable = 'belong_organizer_messages';

export async function ensureMessagesTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (await knex.schema.hasTable(messagesTable)) return;
  await knex.schema.createTable(messagesTable, (table) => {
    table.increments('id');
    table.string('event_document_id', 64).notNullable().index();
    table.bigInteger('sent_at').notNullable();
  });
}

function text(value: unknown, what: string, max: number): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!trimmed || trimmed.length > max) throw new errors.ValidationError(`${what} is 1 to ${max} characters`);
  return trimmed;
}

/**
 * Counts this message against the hour's allowance in one statement (INSERT … SELECT … WHERE count < 3),
 * so the allowance is decided by the database, not by a count read in Node and written later.
 */
async function takeAllowance(strapi: Core.Strapi, documentId: string): Promise<boolean> {
  const knex = strapi.db.connection;
  const now = Date.now();
  // RETURNING answers the inserted row (SQLite 3.35+ and PostgreSQL): none means the hour is used up.
  const result = (await knex.raw(
    `INSERT INTO ${messagesTable} (event_document_id, sent_at) SELECT ?, ? WHERE (SELECT COUNT(*) FROM ${messagesTable} WHERE event_document_id = ? AND sent_at > ?) < ? RETURNING id`,
    [documentId, now, documentId, now - 3_600_000, messagesPerHour],
  )) as unknown[] | { rows: unknown[] };
  return (Array.isArray(result) ? result : result.rows).length === 1;
}

/** Mails every guest holding a live ticket, each in their ticket's language. */
export async function messageGuests(strapi: Core.Strapi, event: EventRow, body: unknown) {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const subject = text(input.subject, 'subject', 150);
  const message = text(input.body, 'body', 5000);
  if (!(await takeAllowance(strapi, event.documentId))) {
    throw new OrganizerRefusal('rateLimited', `At most ${messagesPerHour} messages per event per hour`);
  }
  const guests = (await strapi.db.query(ticketUid).findMany({
    where: { eventDocumentId: event.documentId, ticketStatus: { $in: ['issued', 'checked_in'] } },
    orderBy: { id: 'asc' },
  })) as GuestRow[];
  const versions = (await strapi.db.query(eventUid).findMany({
    where: { documentId: event.documentId, publishedAt: { $notNull: true } },
    select: ['locale', 'title'],
  })) as Pick<EventRow, 'locale' | 'title'>[];
  const titleIn = (locale: string) => versions.find((row) => row.locale === locale)?.title ?? event.title;
  for (const guest of guests) {
    const locale = siteLocale(guest.holderLocale);
    await sendMail(
      strapi,
      guestMessageMail({
        to: guest.holderEmail,
        locale,
        host: event.organizerName ?? '',
        event: titleIn(locale),
        subject,
        body: message,
        ticketCode: guest.code,
      }),
    );
  }
  return { sent: guests.length };
}
