import type { Core } from '@strapi/strapi';

import { defaultLocale } from './constants';
import { TicketRefusal } from './refusal';

/**
 * An event's tiers as the ticket routes see them. The `tickets` component is localized (each language
 * names its tiers), but a tier's key, price, capacity, per-person limit and rules are one per event:
 * they are read from the default locale's version and matched to other languages by `key`. A tier
 * without a key (content older than keys) is `tier-{position}` in every language, as on the site
 * (web/src/lib/cms/events.ts).
 */
export type Tier = {
  key: string;
  name: string;
  price: number;
  currency: string;
  capacity: number | null;
  nftGated: boolean;
  perPerson: number;
  checkoutUrl: string | null;
};

export type TicketEvent = {
  documentId: string;
  slug: string;
  title: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  venueName: string | null;
  venueAddress: string | null;
  onlineUrl: string | null;
  tiers: Tier[];
};

type RawTier = {
  key?: string | null;
  name: string;
  price: number | string;
  currency: string;
  supply?: number | null;
  nftGated?: boolean | null;
  perPerson?: number | null;
  checkoutUrl?: string | null;
};
type RawEvent = {
  documentId: string;
  slug: string;
  title: string;
  startsAt: string;
  endsAt: string;
  timeZone?: string | null;
  venueName?: string | null;
  venueAddress?: string | null;
  onlineUrl?: string | null;
  checkoutUrl?: string | null;
  tickets?: RawTier[] | null;
};

const toTiers = (raw: RawEvent): Tier[] =>
  (raw.tickets ?? []).map((tier, index) => ({
    key: tier.key ?? `tier-${index + 1}`,
    name: tier.name,
    price: Number(tier.price),
    currency: tier.currency,
    capacity: typeof tier.supply === 'number' ? tier.supply : null,
    nftGated: tier.nftGated === true,
    perPerson: tier.perPerson && tier.perPerson > 0 ? tier.perPerson : 1,
    checkoutUrl: tier.checkoutUrl ?? raw.checkoutUrl ?? null,
  }));

// An event hidden by the editors takes no claims (as if it were not published).
const notHidden = { $or: [{ hidden: { $null: true } }, { hidden: false }] };

async function published(strapi: Core.Strapi, filters: Record<string, unknown>, locale: string) {
  return (await strapi.documents('api::event.event').findFirst({
    filters: { ...filters, ...notHidden },
    locale,
    status: 'published',
    populate: { tickets: true },
  } as never)) as unknown as RawEvent | null;
}

function reshape(raw: RawEvent, tiers: Tier[]): TicketEvent {
  return {
    documentId: raw.documentId,
    slug: raw.slug,
    title: raw.title,
    startsAt: raw.startsAt,
    endsAt: raw.endsAt,
    timeZone: raw.timeZone ?? 'America/New_York',
    venueName: raw.venueName ?? null,
    venueAddress: raw.venueAddress ?? null,
    onlineUrl: raw.onlineUrl ?? null,
    tiers,
  };
}

/**
 * The locale an event's facts are read from: the default one, or for an organizer's event the language
 * it was written in (`sourceLocale`; it may have no English version at all).
 */
async function factsLocale(strapi: Core.Strapi, where: Record<string, unknown>): Promise<string> {
  const row = (await strapi.db.query('api::event.event').findOne({
    where: { ...where, publishedAt: { $notNull: true }, sourceLocale: { $notNull: true } },
    select: ['sourceLocale'],
  })) as { sourceLocale?: string | null } | null;
  return row?.sourceLocale ?? defaultLocale;
}

/** The published event in its facts locale (capacities, keys, rules), or a refusal. */
export async function eventBySlug(strapi: Core.Strapi, slug: string): Promise<TicketEvent> {
  const raw = await published(strapi, { slug }, await factsLocale(strapi, { slug }));
  if (!raw) throw new TicketRefusal('unknownEvent', 'No published event has this slug');
  return reshape(raw, toTiers(raw));
}

export async function eventByDocumentId(
  strapi: Core.Strapi,
  documentId: string,
): Promise<TicketEvent | null> {
  const raw = await published(strapi, { documentId }, await factsLocale(strapi, { documentId }));
  return raw ? reshape(raw, toTiers(raw)) : null;
}

export function tierOf(event: TicketEvent, key: string): Tier {
  const tier = event.tiers.find((candidate) => candidate.key === key);
  if (!tier) throw new TicketRefusal('unknownTier', 'This event has no tier with this key');
  return tier;
}

/**
 * The event as a holder reads it in their language (title, venue, tier names), with the default
 * locale's facts; the default locale's own text where that language has no version.
 */
export async function eventInLocale(
  strapi: Core.Strapi,
  event: TicketEvent,
  locale: string,
): Promise<TicketEvent> {
  const raw = await published(strapi, { documentId: event.documentId }, locale);
  if (!raw) return event;
  const names = new Map(toTiers(raw).map((tier) => [tier.key, tier.name]));
  return {
    ...event,
    title: raw.title,
    venueName: raw.venueName ?? event.venueName,
    venueAddress: raw.venueAddress ?? event.venueAddress,
    tiers: event.tiers.map((tier) => ({ ...tier, name: names.get(tier.key) ?? tier.name })),
  };
}
