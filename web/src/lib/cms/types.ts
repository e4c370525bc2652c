import type { Locale } from '@/i18n/locales';
import type { PostTag } from '@/lib/blog/tags';
import type { PriceFrom } from '@/lib/events/lowest-price';

/** The site's own content types: what pages see. Raw Strapi shapes stay inside lib/cms. */

export type Media = { url: string; alt: string; width: number | null; height: number | null };

export type EntryBase = {
  slug: string;
  /** The locale the text is in: the requested one, or English when it has no translation yet. */
  locale: Locale;
  isFallback: boolean;
  /** Locales this entry is published in (filled on detail reads, for hreflang alternates). */
  availableLocales: Locale[];
  cover: Media | null;
};

export type BlogPostSummary = EntryBase & {
  title: string;
  summary: string;
  publishedOn: string;
  author: string | null;
  tags: PostTag[];
};
/** `bodyLocale` differs from `locale` when a translation has no body yet and the English one is shown. */
export type LongText = { body: string; bodyLocale: Locale };

export type BlogPost = BlogPostSummary & LongText;

export type HowToGuideSummary = EntryBase & {
  title: string;
  summary: string;
  durationMinutes: number | null;
  level: 'beginner' | 'intermediate' | 'advanced';
};
export type HowToGuide = HowToGuideSummary & LongText;

export type HubSummary = EntryBase & {
  name: string;
  summary: string;
  city: string | null;
  country: string | null;
};
export type Hub = HubSummary & LongText & { website: string | null };

export type TicketTier = {
  name: string;
  price: number;
  currency: string;
  supply: number | null;
  nftGated: boolean;
  /** Stable across locales: what a ticket names (tierKey). */
  key: string;
  /** The tier's checkout address, else the event's (https only); paid tiers hand off to it. */
  checkoutUrl: string | null;
  /** Tickets one person may hold for this event through this tier (default 1). */
  perPerson: number;
};

/** A person or group shown with an avatar on the event page; `url` is always https when set. */
export type EventHost = { name: string; role: string | null; avatar: Media | null; url: string | null };

export type EventSummary = EntryBase & {
  title: string;
  summary: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  venueName: string | null;
  isOnline: boolean;
  hub: { slug: string; name: string } | null;
  /** Where it happens (its own city, else its hub's); null for online events. */
  city: string | null;
  /** The cheapest tier; null when the event lists no tiers. */
  price: PriceFrom | null;
  /** The account that made it on the site ("Hosted by"); null for the editors' events. */
  organizer: { name: string } | null;
};
export type Event = EventSummary &
  LongText & {
    venueAddress: string | null;
    tickets: TicketTier[];
    hosts: EventHost[];
    /** The hub's cover, its avatar among the hosts (read on detail pages only). */
    hubAvatar: Media | null;
  };

export type DemoSummary = EntryBase & { title: string; summary: string };
export type Demo = DemoSummary &
  LongText & { ctaLabel: string | null; ctaUrl: string | null; sections: SectionData[] };

export type WebsiteConfig = {
  siteName: string;
  helpChatHandle: string;
  analytic: {
    meta_pixel_id: string;
    google_analytics_id: string;
    plausible_enabled: boolean;
    plausible_api_host: string;
  };
  socialLinks: { platform: string; url: string }[];
  /** Who runs the site (footer, terms, privacy); null until the operator has entered a name. */
  operator: Operator | null;
};

/** The operator's legal details; address and e-mail stay out where they are not set (or not valid). */
export type Operator = { name: string; address: string | null; email: string | null };

export type RedirectRule = { from: string; to: string; status: 301 | 302 | 307 | 308 };

/** One item of a page's dynamic zone: its CMS component name and fields, checked by the section itself. */
export type SectionData = { type: string; fields: Record<string, unknown> };

export type Page = {
  key: string;
  locale: Locale;
  /** True when the page has no version in the requested locale and the English one is shown. */
  isFallback: boolean;
  availableLocales: Locale[];
  title: string;
  description: string;
  ogImage: Media | null;
  sections: SectionData[];
};
