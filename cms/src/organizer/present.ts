import type { Core } from '@strapi/strapi';

import { siteLocale, ticketUid } from '../tickets/records';

import { coHostsOf, type EventRow, type Owned } from './access';

const iso = (value: unknown): string => new Date(value as string).toISOString();

/** The form's values as stored (web/src/lib/cms/organizer.ts `EventInput & { cover }`). */
export function inputOf(row: EventRow) {
  const cover = row.cover ?? null;
  return {
    locale: siteLocale(row.sourceLocale ?? row.locale),
    title: row.title,
    summary: row.summary ?? '',
    description: row.description ?? '',
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    timeZone: row.timeZone ?? 'UTC',
    venueName: row.venueName ?? null,
    venueAddress: row.venueAddress ?? null,
    city: row.city ?? null,
    onlineUrl: row.onlineUrl ?? null,
    checkoutUrl: row.checkoutUrl ?? null,
    coverId: cover?.id ?? null,
    coverAlt: cover ? (cover.alternativeText ?? '') : null,
    tiers: (row.tickets ?? []).map((tier, index) => ({
      key: tier.key ?? `tier-${index + 1}`,
      name: tier.name,
      price: Number(tier.price) > 0 ? Number(tier.price) : null,
      currency: tier.currency,
      capacity: typeof tier.supply === 'number' ? tier.supply : null,
      perPerson: tier.perPerson && tier.perPerson > 0 ? tier.perPerson : 1,
    })),
    cover: cover
      ? {
          url: cover.url,
          alt: cover.alternativeText ?? '',
          width: cover.width ?? null,
          height: cover.height ?? null,
        }
      : null,
  };
}

/** What the organizer sees of an edit: the published text differs from the draft's. */
const fingerprint = (row: EventRow) => JSON.stringify({ ...inputOf(row), cover: row.cover?.id ?? null });

export async function countsOf(strapi: Core.Strapi, documentId: string) {
  const tickets = strapi.db.query(ticketUid);
  const [issued, checkedIn] = await Promise.all([
    tickets.count({
      where: { eventDocumentId: documentId, ticketStatus: { $in: ['issued', 'checked_in'] } },
    }),
    tickets.count({ where: { eventDocumentId: documentId, ticketStatus: 'checked_in' } }),
  ]);
  return { issued: Number(issued), checkedIn: Number(checkedIn) };
}

export async function presentEvent(strapi: Core.Strapi, owned: Owned) {
  const { draft, published, role } = owned;
  const input = inputOf(draft);
  const capacities = input.tiers.map((tier) => tier.capacity);
  return {
    id: draft.documentId,
    slug: draft.slug,
    locale: input.locale,
    status: !published ? 'draft' : fingerprint(published) === fingerprint(draft) ? 'published' : 'changed',
    hidden: draft.hidden === true,
    role,
    input,
    counts: {
      ...(await countsOf(strapi, draft.documentId)),
      capacity: capacities.includes(null)
        ? null
        : capacities.reduce<number>((sum, seats) => sum + (seats ?? 0), 0),
    },
    coHosts: role === 'organizer' ? coHostsOf(draft) : [],
    updatedAt: iso(draft.updatedAt),
    publishedAt: published?.publishedAt ? iso(published.publishedAt) : null,
  };
}
