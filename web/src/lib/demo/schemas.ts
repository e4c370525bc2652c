import { z } from 'zod';

import { locales } from '@/i18n/locales';
import { ticketCode } from '@/lib/tickets/schemas';

// Runs in the browser too, under a policy without eval (see lib/auth/schemas.ts).
z.config({ jitless: true });

/**
 * The demo forms' rules, shared by the browser and the `demo` procedures. The event itself is checked
 * again by the CMS with the organizers' own rules (its field codes come back as `fieldErrors`).
 */
const locale = z.enum(locales);

export const demoTierInput = z.object({
  name: z.string().trim().min(1, 'required').max(80, 'tooLong'),
  capacity: z.number().int().min(1, 'capacityTooLow').max(500, 'invalid'),
});

export const demoEventInput = z.object({
  locale,
  title: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  /** The day, YYYY-MM-DD; the event runs 19:00 to 22:00 in `timeZone` that day. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid'),
  timeZone: z.string().min(1).max(64),
  tiers: z.array(demoTierInput).min(1, 'noTiers').max(2, 'tooManyTiers'),
  /** The token-gating demo: one more tier, for holders of the demo pass. */
  passTier: z.boolean(),
});
export type DemoEventInput = z.infer<typeof demoEventInput>;

export const demoLocaleInput = z.object({ locale });
export const demoClaimInput = z.object({ locale, tierKey: z.string().min(1).max(80) });
export const demoScanInput = z.object({ locale, code: ticketCode, scanId: z.uuid() });
export const demoCancelInput = z.object({ locale, code: ticketCode });
