import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

import { siteLocales, type SiteLocale } from '../bootstrap/site-locales';

export const ticketUid = 'api::ticket.ticket';
export const waitlistUid = 'api::waitlist-entry.waitlist-entry';

export type TicketStatus = 'pending' | 'issued' | 'cancelled' | 'checked_in';

/** A ticket row as the routes read it (the hashes and counters stay in the CMS). */
export type TicketRow = {
  id: number;
  documentId: string;
  code: string;
  ticketStatus: TicketStatus;
  eventSlug: string;
  eventDocumentId: string;
  tierKey: string;
  tierName: string | null;
  holderName: string;
  holderEmail: string;
  holderLocale: string;
  createdAt: string;
  confirmedAt: string | null;
  cancelledAt: string | null;
  checkedInAt: string | null;
  expiresAt: string | null;
  seatHeld: boolean | null;
  confirmTokenHash: string | null;
  confirmCodeHash: string | null;
  confirmAttempts: number | null;
};

export type WaitlistRow = {
  id: number;
  eventSlug: string;
  eventDocumentId: string;
  tierKey: string;
  waitlistStatus: 'waiting' | 'offered' | 'skipped' | 'left';
  name: string;
  email: string;
  holderLocale: string;
};

export const siteLocale = (value: unknown): SiteLocale =>
  siteLocales.find((locale) => locale.code === value)?.code ?? 'en';

/**
 * The fields the document service would set, for rows written with `strapi.db.query` (which, unlike the
 * document service, sends no `entry.create` webhook: a ticket is nothing the site's cache needs to
 * hear about, and its holder's details stay here).
 */
export const storedEntry = (now: Date) => ({
  documentId: randomBytes(15).toString('hex').slice(0, 24),
  publishedAt: now,
});

/**
 * 144 random bits, base64url: unguessable, short enough for a QR code a phone reads at arm's length.
 * It starts with a letter or digit: the guest list's CSV guards a cell starting with `-` against
 * formula injection, which would show the organizer a code that differs from the ticket's.
 */
export function newTicketCode(): string {
  for (;;) {
    const code = randomBytes(18).toString('base64url');
    if (/^[A-Za-z0-9]/.test(code)) return code;
  }
}

/** The mailed link's token (256 bits) and the 6-digit code; only their hashes are stored. */
export function newConfirmation(ticketCode: string) {
  const token = randomBytes(32).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { token, code, tokenHash: hashToken(token), codeHash: hashCode(ticketCode, code) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Six digits are few: the code's hash is keyed with a server secret, so a copied table does not give
// the codes away by trying all million.
const codeKey = () => process.env.APP_KEYS?.split(',')[0] ?? process.env.JWT_SECRET ?? 'belong-tickets';
export const hashCode = (ticketCode: string, code: string) =>
  createHmac('sha256', codeKey()).update(`${ticketCode}:${code}`).digest('hex');

export function sameHash(a: string | null, b: string): boolean {
  if (!a || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/** The contract's Ticket (web/src/lib/cms/tickets.ts); `onlineUrl` only for the holder's own answers. */
export function presentTicket(row: TicketRow, onlineUrl: string | null) {
  return {
    code: row.code,
    status: row.ticketStatus,
    eventSlug: row.eventSlug,
    tierKey: row.tierKey,
    tierName: row.tierName ?? row.tierKey,
    holderName: row.holderName,
    holderEmail: row.holderEmail,
    locale: siteLocale(row.holderLocale),
    createdAt: iso(row.createdAt) ?? new Date().toISOString(),
    confirmedAt: iso(row.confirmedAt),
    cancelledAt: iso(row.cancelledAt),
    checkedInAt: iso(row.checkedInAt),
    onlineUrl,
  };
}
