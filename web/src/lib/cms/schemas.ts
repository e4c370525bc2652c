import { z } from 'zod';

import { parseEntries } from './lenient-entries';

/** Raw Strapi shapes (after `normalizeResponse`), validated at the edge and never exported to pages. */

export const rawMedia = z
  .object({
    url: z.string(),
    alternativeText: z.string().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
  })
  .nullish();

const rawLocalizations = z.array(z.object({ locale: z.string() })).nullish();

const rawEntry = z.object({
  documentId: z.string().optional(),
  slug: z.string(),
  summary: z.string().nullish(),
  locale: z.string().nullish(),
  localizations: rawLocalizations,
  cover: rawMedia,
});

export const rawBlogPost = rawEntry.extend({
  title: z.string(),
  body: z.string().nullish(),
  author: z.string().nullish(),
  publishedOn: z.string(),
  // The `blog.tag` component, repeatable and localized: the labels in the post's language.
  tags: z.array(z.object({ label: z.string() })).nullish(),
});

export const rawHowToGuide = rawEntry.extend({
  title: z.string(),
  body: z.string().nullish(),
  durationMinutes: z.number().int().nullish(),
  level: z.enum(['beginner', 'intermediate', 'advanced']).nullish(),
});

export const rawHub = rawEntry.extend({
  name: z.string(),
  description: z.string().nullish(),
  city: z.string().nullish(),
  country: z.string().nullish(),
  website: z.string().nullish(),
});

const rawTicketTier = z.object({
  name: z.string(),
  price: z.coerce.number(),
  currency: z.string(),
  supply: z.number().int().nullish(),
  nftGated: z.boolean().nullish(),
  key: z.string().nullish(),
  checkoutUrl: z.string().nullish(),
  perPerson: z.number().int().nullish(),
});

const rawEventHost = z.object({
  name: z.string(),
  role: z.string().nullish(),
  avatar: rawMedia,
  url: z.string().nullish(),
});

export const rawEvent = rawEntry.extend({
  title: z.string(),
  description: z.string().nullish(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string().nullish(),
  venueName: z.string().nullish(),
  venueAddress: z.string().nullish(),
  onlineUrl: z.string().nullish(),
  city: z.string().nullish(),
  tickets: z.array(rawTicketTier).nullish(),
  checkoutUrl: z.string().nullish(),
  hub: z
    .object({ slug: z.string(), name: z.string(), city: z.string().nullish(), cover: rawMedia })
    .nullish(),
  hosts: z.array(rawEventHost).nullish(),
  organizerName: z.string().nullish(),
  sourceLocale: z.string().nullish(),
});

/** A dynamic-zone item: validated by its section's own schema in `web/src/sections`, not here. */
export const rawSection = z.looseObject({ __component: z.string() });

export const rawDemo = rawEntry.extend({
  title: z.string(),
  body: z.string().nullish(),
  ctaLabel: z.string().nullish(),
  ctaUrl: z.string().nullish(),
  sections: z.array(rawSection).nullish(),
});

export const rawPage = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string().nullish(),
  locale: z.string().nullish(),
  localizations: rawLocalizations,
  ogImage: rawMedia,
  sections: z.array(rawSection).nullish(),
});

export const rawWebsiteConfig = z.object({
  siteName: z.string().nullish(),
  helpChatHandle: z.string().nullish(),
  analytic: z
    .object({
      meta_pixel_id: z.string().nullish(),
      google_analytics_id: z.string().nullish(),
      plausible_enabled: z.boolean().nullish(),
      plausible_api_host: z.string().nullish(),
    })
    .nullish(),
  socialLinks: z.array(z.object({ platform: z.string(), url: z.string() })).nullish(),
  operatorName: z.string().nullish(),
  operatorAddress: z.string().nullish(),
  operatorEmail: z.string().nullish(),
});

export const rawRedirectRule = z.object({
  from: z.string(),
  to: z.string(),
  redirectType: z.enum(['permanent_301', 'found_302', 'temporary_307', 'permanent_308']),
});

/** A list answer whose entries are validated one by one: a malformed entry is dropped, not the list. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(z.unknown()).transform((rows) => parseEntries(item, rows)),
    meta: z
      .object({ pagination: z.object({ total: z.number(), pageCount: z.number() }).partial().optional() })
      .optional(),
  });

export const singleOf = <T extends z.ZodType>(item: T) => z.object({ data: item.nullable() });
