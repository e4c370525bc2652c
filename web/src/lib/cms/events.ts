import 'server-only';

import { defaultTimeZone } from '@/i18n/locales';
import { lowestPrice } from '@/lib/events/lowest-price';

import { englishBodyWhenMissing, localizedCollection, toMedia } from './collection';
import { rawEvent } from './schemas';
import type { Event, EventSummary } from './types';

/** Only an https address leaves the site as a checkout link (the CMS checks it too; older entries may not). */
const httpsOnly = (value: string | null | undefined): string | null =>
  value && URL.canParse(value) && new URL(value).protocol === 'https:' ? value : null;

export const events = localizedCollection({
  model: 'event',
  schema: rawEvent,
  listFields: [
    'title',
    'summary',
    'startsAt',
    'endsAt',
    'timeZone',
    'venueName',
    'onlineUrl',
    'city',
    'organizerName',
    'sourceLocale',
  ],
  // Tiers are in the list for the cards' price ("Free", "From €12"); the hub's city for their place.
  populate: { cover: true, hub: { fields: ['slug', 'name', 'city'] }, tickets: true },
  detailPopulate: {
    tickets: true,
    hosts: { populate: { avatar: true } },
    // The hub's cover is its avatar among the hosts: read where the hosts are shown, not in lists.
    hub: { fields: ['slug', 'name', 'city'], populate: { cover: true } },
  },
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
    // Events organizers made on the site carry their name ("Hosted by"); editors' events have none.
    organizer: raw.organizerName ? { name: raw.organizerName } : null,
  }),
  toDetail: (raw, summary): Event => ({
    ...summary,
    body: raw.description ?? '',
    bodyLocale: summary.locale,
    venueAddress: raw.venueAddress ?? null,
    // The join link of an online event is not here: this object is public (page, RSC payload, JSON-LD,
    // tRPC, calendar). Only a ticket holder's answers carry it (lib/cms/tickets.ts).
    tickets: (raw.tickets ?? []).map((tier, index) => ({
      name: tier.name,
      price: tier.price,
      currency: tier.currency,
      supply: tier.supply ?? null,
      nftGated: tier.nftGated ?? false,
      // The CMS names a tier without a key by its position (cms/src/tickets/tiers.ts), so both agree.
      key: tier.key ?? `tier-${index + 1}`,
      checkoutUrl: httpsOnly(tier.checkoutUrl) ?? httpsOnly(raw.checkoutUrl),
      perPerson: tier.perPerson ?? 1,
    })),
    hosts: (raw.hosts ?? []).map((host) => ({
      name: host.name,
      role: host.role || null,
      avatar: toMedia(host.avatar),
      // The CMS checks the scheme too; an entry saved before that rule must not give the page a bad link.
      url: host.url?.startsWith('https://') ? host.url : null,
    })),
    hubAvatar: toMedia(raw.hub?.cover),
  }),
  fillFromEnglish: englishBodyWhenMissing,
  longText: 'description',
  sourceLocales: true,
});
