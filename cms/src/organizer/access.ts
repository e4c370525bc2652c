import type { Core } from '@strapi/strapi';

import { OrganizerRefusal } from './refusal';

export const eventUid = 'api::event.event';

/** What users-permissions puts on `ctx.state.user` (the whole account row). */
export type SignedInUser = {
  id: number;
  username: string;
  email: string;
  confirmed?: boolean | null;
  blocked?: boolean | null;
};

type RawTier = {
  key?: string | null;
  name: string;
  price: number | string;
  currency: string;
  supply?: number | null;
  perPerson?: number | null;
};
type RawMedia = {
  id: number;
  url: string;
  alternativeText?: string | null;
  width?: number | null;
  height?: number | null;
};

/** An event row as the organizer routes read it (database rows: drafts included, no content-API filters). */
export type EventRow = {
  id: number;
  documentId: string;
  locale: string;
  slug: string;
  title: string;
  summary: string | null;
  description: string | null;
  startsAt: string;
  endsAt: string;
  timeZone: string | null;
  venueName: string | null;
  venueAddress: string | null;
  city: string | null;
  onlineUrl: string | null;
  checkoutUrl?: string | null;
  hidden: boolean | null;
  sourceLocale: string | null;
  organizerName: string | null;
  coHosts: unknown;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  tickets?: RawTier[] | null;
  cover?: RawMedia | null;
  organizer?: { id: number } | null;
};

export type Role = 'organizer' | 'coHost';
export type Owned = { draft: EventRow; published: EventRow | null; role: Role };

export const populate = ['tickets', 'cover', 'organizer'];

export const coHostsOf = (row: Pick<EventRow, 'coHosts'>): string[] =>
  Array.isArray(row.coHosts) ? row.coHosts.filter((email): email is string => typeof email === 'string') : [];

/** The organizer's draft and published rows of one event, in the language it was written in. */
export async function rowsOf(
  strapi: Core.Strapi,
  documentId: string,
): Promise<{ draft: EventRow; published: EventRow | null } | null> {
  const rows = (await strapi.db.query(eventUid).findMany({ where: { documentId }, populate })) as EventRow[];
  const source =
    rows.find((row) => row.organizer && row.locale === row.sourceLocale) ?? rows.find((row) => row.organizer);
  if (!source) return null;
  const inSource = rows.filter((row) => row.locale === source.locale);
  const draft = inSource.find((row) => !row.publishedAt);
  if (!draft) return null;
  return { draft, published: inSource.find((row) => row.publishedAt) ?? null };
}

export function roleOf(user: SignedInUser, row: EventRow): Role | null {
  if (row.organizer?.id === user.id) return 'organizer';
  // A co-host is named by address: only an account that proved it owns the address counts.
  if (user.confirmed && !user.blocked && coHostsOf(row).includes(user.email.toLowerCase())) return 'coHost';
  return null;
}

/**
 * The one ownership check every organizer route goes through: the signed-in user organizes the event,
 * or co-hosts it (when `organizerOnly` is not asked). Anything else is `notFound`, the same answer as
 * for an event that does not exist, so nobody learns which ids are events.
 */
export async function ownedEvent(
  strapi: Core.Strapi,
  user: SignedInUser,
  documentId: string,
  options: { organizerOnly?: boolean } = {},
): Promise<Owned> {
  const rows = /^[a-z0-9]{10,40}$/.test(documentId) ? await rowsOf(strapi, documentId) : null;
  const role = rows ? roleOf(user, rows.draft) : null;
  if (!rows || !role || (options.organizerOnly && role !== 'organizer')) {
    throw new OrganizerRefusal('notFound', 'No event of yours has this id');
  }
  return { ...rows, role };
}
