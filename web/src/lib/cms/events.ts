import 'server-only';

import { defaultTimeZone } from '@/i18n/locales';

import { englishBodyWhenMissing, localizedCollection } from './collection';
import { rawEvent } from './schemas';
import type { Event, EventSummary } from './types';

export const events = localizedCollection({
  model: 'event',
  schema: rawEvent,
  listFields: ['title', 'summary', 'startsAt', 'endsAt', 'timeZone', 'venueName', 'onlineUrl'],
  populate: { cover: true, hub: { fields: ['slug', 'name'] } },
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
    hub: raw.hub ?? null,
  }),
  toDetail: (raw, summary): Event => ({
    ...summary,
    body: raw.description ?? '',
    bodyLocale: summary.locale,
    venueAddress: raw.venueAddress ?? null,
    // The join link of an online event is not here: this object is public (page, RSC payload, JSON-LD,
    // tRPC, calendar). Only a ticket holder's answers carry it (lib/cms/tickets.ts).
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
