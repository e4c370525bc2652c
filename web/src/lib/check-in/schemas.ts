import { z } from 'zod';

import { ticketCode } from '@/lib/tickets/schemas';

// Runs in the browser too, under a policy without eval (see lib/auth/schemas.ts).
z.config({ jitless: true });

/** An event's id in the site's URLs: the CMS's documentId (lower-case letters and digits). */
export const eventId = z.string().regex(/^[a-z0-9]{1,64}$/, 'notFound');

export const eventIdInput = z.object({ id: eventId });

/**
 * One scan at the door. `scanId` is made once per scan in the browser (crypto.randomUUID), so a scan
 * sent again after a lost answer or from the offline queue is the same scan to the CMS.
 */
export const checkInInput = z.object({ id: eventId, code: ticketCode, scanId: z.uuid() });

export type CheckInInput = z.infer<typeof checkInInput>;

/**
 * The ticket code in what the camera read or the organizer typed: the code itself (what the ticket's QR
 * holds), or a link whose last path segment is one. Null when it cannot be a ticket code at all.
 */
export function codeFromScan(text: string): string | null {
  const trimmed = text.trim();
  const candidate = /^https?:\/\//i.test(trimmed)
    ? ((trimmed.split(/[?#]/, 1)[0] ?? '').split('/').filter(Boolean).pop() ?? '')
    : trimmed;
  return ticketCode.safeParse(candidate).success ? candidate : null;
}
