import { z } from 'zod';

import { isLocale, type Locale } from '@/i18n/locales';

import { limits, maxTiers } from './event-form';

/**
 * The shape of the organizer procedures' input. It bounds sizes and types only: the field rules
 * (`checkEventInput`) answer with per-field codes the form can show, which a zod message could not.
 */
const text = (max: number) => z.string().max(max * 2);

const tierInput = z.object({
  key: z.string().max(64).optional(),
  name: text(limits.tierName),
  price: z.number().nullable(),
  currency: z.string().max(3),
  capacity: z.number().nullable(),
  perPerson: z.number(),
});

export const eventInput = z.object({
  locale: z.custom<Locale>(isLocale, 'Unknown locale'),
  title: text(limits.title),
  summary: text(limits.summary),
  description: z.string().max(limits.description + 1),
  startsAt: z.string().max(40),
  endsAt: z.string().max(40),
  timeZone: z.string().max(64),
  venueName: text(limits.venueName).nullable(),
  venueAddress: text(limits.venueAddress).nullable(),
  city: text(limits.city).nullable(),
  onlineUrl: text(limits.onlineUrl).nullable(),
  coverId: z.number().int().positive().nullable(),
  coverAlt: text(limits.coverAlt).nullable(),
  tiers: z.array(tierInput).max(maxTiers + 1),
  // Optional in the request, as before paid tiers needed it; the rules ask for it when a tier is paid.
  checkoutUrl: text(limits.checkoutUrl).nullable().default(null),
});

/** A Strapi documentId, as the site's URLs carry it. */
export const eventIdInput = z.object({ id: z.string().regex(/^[a-z0-9]{10,40}$/, 'Unknown event id') });
