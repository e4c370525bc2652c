import 'server-only';

import { defaultTimeZone } from '@/i18n/locales';
import { lowestPrice } from '@/lib/events/lowest-price';

import { englishBodyWhenMissing, localizedCollection } from './collection';
import { rawEvent } from './schemas';
import type { Event, EventSummary } from './types';

export const events = localizedCollection({
  model: 'event',
  schema: rawEvent,
  listFields: ['title', 'summary', 'startsAt', 'endsAt', 'timeZone', 'venueName', 'onlineUrl', 'city'],
  // Tiers are in the list for the cards' price ("Free", "From €12"); the hub's city for their place.
  populate: { cover: true, hub: { fields: ['slug', 'name', 'city'] }, tickets: true },
  detailPopulate: { tickets: true },
  sort: ['startsAt:asc', 'slug:asc'],
  toSummary: (raw, base): EventSummary => ({
    ...base,
    title: raw.title,
    summary: raw.summary ?? '',
    startsAt: raw.startsAt,
    endsAt: raw.endsAt,
    timeZone: raw.timeZone ?? defaultTimeZone,
    venueName: raw.venueName ?? null,
    isOnline: !raw.venueName && Boolean(raw.onlineUrl),
    hub: raw.hub ? { slug: raw.hub.slug, name: raw.hub.name } : null,
    // The event's own city, else its hub's; an online event has none (the list says "Online").
    city: !raw.venueName && raw.onlineUrl ? null : raw.city || raw.hub?.city || null,
    price: lowestPrice(raw.tickets),
  }),
  toDetail: (raw, summary): Event => ({
    ...summary,
    body: raw.description ?? '',
    bodyLocale: summary.locale,
    venueAddress: raw.venueAddress ?? null,
    onlineUrl: raw.onlineUrl ?? null,
    tickets: (raw.tickets ?? []).map((tier) => ({
      name: tier.name,
      price: tier.price,
      currency: tier.currency,
      supply: tier.supply ?? null,
      nftGated: tier.nftGated ?? false,
    })),
  }),
  fillFromEnglish: englishBodyWhenMissing,
  longText: 'description',
});
