import 'server-only';

import type { OrganizedEvent } from '@/lib/cms/organizer';
import type { Event } from '@/lib/cms/types';
import { lowestPrice } from '@/lib/events/lowest-price';

/**
 * The organizer's current draft in the shape the public event page renders (what it will look like).
 * The CMS names the organizer by their username when the event is created.
 */
export function draftAsEvent(event: OrganizedEvent, organizerName: string | null): Event {
  const { input } = event;
  const tickets = input.tiers.map((tier, index) => ({
    key: tier.key ?? `tier-${index}`,
    name: tier.name,
    price: tier.price ?? 0,
    currency: tier.currency,
    supply: tier.capacity,
    nftGated: false,
    checkoutUrl: tier.price ? input.checkoutUrl : null,
    perPerson: tier.perPerson,
  }));
  return {
    slug: event.slug,
    locale: event.locale,
    isFallback: false,
    availableLocales: [event.locale],
    cover: input.cover ? { ...input.cover, alt: input.coverAlt ?? input.cover.alt } : null,
    title: input.title,
    summary: input.summary,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    timeZone: input.timeZone,
    venueName: input.venueName,
    venueAddress: input.venueAddress,
    isOnline: input.onlineUrl !== null,
    hub: null,
    organizer: organizerName ? { name: organizerName } : null,
    city: input.city,
    price: lowestPrice(tickets),
    body: input.description,
    bodyLocale: event.locale,
    tickets,
    hosts: [],
    hubAvatar: null,
  };
}
