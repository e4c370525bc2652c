import { z } from 'zod';

import { ticketCode } from '@/lib/tickets/schemas';

// Runs in the browser too, under a policy without eval (see lib/auth/schemas.ts).
z.config({ jitless: true });

/**
 * The guest-list forms' rules, shared by the browser (errors next to the fields) and the `organizer`
 * procedures (a request built by hand meets the same rules). Messages are keys of
 * `OrganizerGuests.errors`.
 */

/** A Strapi documentId: what the organizer's URLs carry. Anything else is no event of theirs. */
export const eventId = z.string().regex(/^[a-z0-9]{10,40}$/, 'notFound');

export const maxCoHosts = 10;
export const maxSearch = 100;
export const maxSubject = 150;
export const maxBody = 5000;

export const guestsInput = z.object({ id: eventId, q: z.string().trim().max(maxSearch).optional() });
export const cancelGuestInput = z.object({ id: eventId, code: ticketCode });
export const messageInput = z.object({
  subject: z.string().trim().min(1, 'required').max(maxSubject, 'tooLong'),
  body: z.string().trim().min(1, 'required').max(maxBody, 'tooLong'),
});
export const messageGuestsInput = messageInput.extend({ id: eventId });

const coHostEmail = z.string().trim().toLowerCase().max(254, 'email').pipe(z.email('email'));
export const coHostsInput = z.object({
  id: eventId,
  emails: z.array(coHostEmail).max(maxCoHosts, 'tooManyCoHosts'),
});
