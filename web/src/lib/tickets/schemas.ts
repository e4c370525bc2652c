import { z } from 'zod';

import { locales } from '@/i18n/locales';
import { slugPattern } from '@/lib/cms/slug';

// Runs in the browser too, under a policy without eval (see lib/auth/schemas.ts).
z.config({ jitless: true });

/**
 * The ticket forms' rules, shared by the browser (errors next to the fields) and the `tickets`
 * procedures (a request built by hand meets the same rules). Messages are keys of `Tickets.errors`.
 */
const locale = z.enum(locales);
const eventSlug = z.string().max(120).regex(slugPattern, 'unknownEvent');
const tierKey = z.string().min(1, 'unknownTier').max(80, 'unknownTier');
const email = z.string().trim().min(1, 'required').max(254, 'email').pipe(z.email('email'));

/** A ticket's code as it appears in its address: base64url or base32 characters only. */
export const ticketCode = z
  .string()
  .min(16, 'notFound')
  .max(128, 'notFound')
  .regex(/^[A-Za-z0-9_-]+$/, 'notFound');

export const claimInput = z.object({
  eventSlug,
  tierKey,
  locale,
  /** Only for a visitor who is not signed in: the account is made or found by this address. */
  name: z.string().trim().min(1, 'required').max(100, 'nameLong').optional(),
  email: email.optional(),
  waitlist: z.boolean().default(false),
});

export const guestFields = z.object({
  name: z.string().trim().min(1, 'required').max(100, 'nameLong'),
  email,
});

export const confirmInput = z.union([
  z.object({ token: z.string().trim().min(1, 'required').max(512, 'invalidToken') }),
  z.object({
    email,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'badCode'),
  }),
]);

export const codeForm = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'badCode'),
});

export const ticketCodeInput = z.object({ code: ticketCode, locale });

export type ClaimInput = z.input<typeof claimInput>;
