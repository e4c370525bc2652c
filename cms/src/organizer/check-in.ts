import type { Core } from '@strapi/strapi';

import { ticketUid } from '../tickets/records';

import type { GuestRow } from './guests';

export type CheckInResult =
  | { kind: 'checkedIn'; name: string; tierName: string; at: string }
  | { kind: 'alreadyCheckedIn'; name: string; tierName: string; at: string; byName: string | null }
  | { kind: 'otherEvent' }
  | { kind: 'cancelled'; name: string }
  | { kind: 'unknown' };

const iso = (value: unknown) => new Date((value as string | null) ?? Date.now()).toISOString();

/**
 * One scan at the door. The database decides who checks a guest in, in one statement:
 *
 *   UPDATE tickets SET ticket_status = 'checked_in', checked_in_at = ?, checked_in_by_name = ?, check_in_scan_id = ?
 *   WHERE code = ? AND event_document_id = ? AND ticket_status = 'issued'
 *
 * A row lock (PostgreSQL) or the single writer (SQLite) makes the second of two simultaneous scans find
 * the status already changed and update nothing: it answers "already checked in". Nothing is read in
 * Node and then written. A replay of the same scan (the scanner's offline queue sending it again) finds
 * its own scanId on the row and answers "checked in" again.
 */
export async function checkIn(
  strapi: Core.Strapi,
  documentId: string,
  input: { code: string; scanId: string },
  scanner: { name: string },
): Promise<CheckInResult> {
  const tickets = strapi.db.query(ticketUid);
  const at = new Date();
  const { count } = await tickets.updateMany({
    where: { code: input.code, eventDocumentId: documentId, ticketStatus: 'issued' },
    data: {
      ticketStatus: 'checked_in',
      checkedInAt: at,
      checkedInByName: scanner.name,
      checkInScanId: input.scanId,
    },
  });
  const row = (await tickets.findOne({ where: { code: input.code } })) as GuestRow | null;
  if (!row || row.ticketStatus === 'pending') return { kind: 'unknown' };
  if (row.eventDocumentId !== documentId) return { kind: 'otherEvent' };
  const who = { name: row.holderName, tierName: row.tierName ?? row.tierKey };
  if (Number(count) === 1 || (row.ticketStatus === 'checked_in' && row.checkInScanId === input.scanId)) {
    return { kind: 'checkedIn', ...who, at: iso(row.checkedInAt) };
  }
  if (row.ticketStatus === 'cancelled') return { kind: 'cancelled', name: row.holderName };
  return { kind: 'alreadyCheckedIn', ...who, at: iso(row.checkedInAt), byName: row.checkedInByName ?? null };
}

export async function checkInCounts(strapi: Core.Strapi, documentId: string) {
  const tickets = strapi.db.query(ticketUid);
  const [issued, checkedIn] = await Promise.all([
    tickets.count({
      where: { eventDocumentId: documentId, ticketStatus: { $in: ['issued', 'checked_in'] } },
    }),
    tickets.count({ where: { eventDocumentId: documentId, ticketStatus: 'checked_in' } }),
  ]);
  return { issued: Number(issued), checkedIn: Number(checkedIn) };
}
