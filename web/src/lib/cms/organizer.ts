import 'server-only';

import { z } from 'zod';

import { type Locale, locales } from '@/i18n/locales';
import {
  type EventInputValue,
  type FieldCode,
  fieldErrorCodes,
  type TierInputValue,
} from '@/lib/organizer/event-form';

import { data } from './answer-shapes';
import { cmsFetch } from './client';
import { CmsError } from './errors';
import type { Media } from './types';

/**
 * The CMS's organizer routes (cms/src/api/organizer): an organizer's own events, their guests, the
 * messages to them, co-hosts and check-in at the door. Every call carries the visitor's JWT; the CMS
 * decides on `ctx.state.user` whether they are the event's organizer or a co-host and otherwise answers
 * 404 (`notFound`), so an id sent from the browser never decides "whose". Field errors and refusals
 * arrive in `error.details` and leave here as OrganizerFieldErrors / OrganizerRefusal.
 */

// The form's own input shapes (lib/organizer/event-form.ts): what the browser checks is what is sent.
export type TierInput = TierInputValue;
export type EventInput = EventInputValue;

// The same codes the form checks in the browser (one list, shared with it).
export { fieldErrorCodes };
export type FieldErrorCode = FieldCode;
export type FieldError = { path: string; code: FieldErrorCode };

/** Nothing was saved: each error names the field (`title`, `endsAt`, `tiers.1.capacity`, `cover`). */
export class OrganizerFieldErrors extends Error {
  constructor(readonly errors: FieldError[]) {
    super(`Invalid fields: ${errors.map((error) => `${error.path} (${error.code})`).join(', ')}`);
    this.name = 'OrganizerFieldErrors';
  }
}

export const organizerRefusalReasons = [
  'notFound',
  'tooMany',
  'cannotPublish',
  'alreadyCancelled',
  'rateLimited',
] as const;
export type OrganizerRefusalReason = (typeof organizerRefusalReasons)[number];

export class OrganizerRefusal extends Error {
  constructor(
    readonly reason: OrganizerRefusalReason,
    message?: string,
  ) {
    super(message ?? reason);
    this.name = 'OrganizerRefusal';
  }
}

export type OrganizedEvent = {
  /** The Strapi documentId (what the site's URLs carry). */
  id: string;
  /** Generated from the title on create; never changes. */
  slug: string;
  /** The sourceLocale. */
  locale: Locale;
  /** `changed`: published, with edits not yet published. */
  status: 'draft' | 'published' | 'changed';
  /** Hidden by the site's editors (moderation); organizers cannot change it. */
  hidden: boolean;
  role: 'organizer' | 'coHost';
  /** The current draft values, for the edit form. */
  input: EventInput & { cover: Media | null };
  counts: { issued: number; checkedIn: number; capacity: number | null };
  /** Only in answers to the organizer (empty for co-hosts). */
  coHosts: string[];
  updatedAt: string;
  publishedAt: string | null;
};
export type GuestStatus = 'pending' | 'issued' | 'cancelled' | 'checked_in';
export type Guest = {
  code: string;
  name: string;
  email: string;
  tierKey: string;
  tierName: string;
  status: GuestStatus;
  createdAt: string;
  checkedInAt: string | null;
  checkedInByName: string | null;
};
export type CheckInResult =
  | { kind: 'checkedIn'; name: string; tierName: string; at: string }
  | { kind: 'alreadyCheckedIn'; name: string; tierName: string; at: string; byName: string | null }
  | { kind: 'otherEvent' }
  | { kind: 'cancelled'; name: string }
  | { kind: 'unknown' };

const localeSchema = z.enum(locales as readonly [Locale, ...Locale[]]);
const mediaSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
const tierSchema = z.object({
  key: z.string(),
  name: z.string(),
  price: z.number().nullable(),
  currency: z.string(),
  capacity: z.number().int().nullable(),
  perPerson: z.number().int(),
});
const eventSchema = z.object({
  id: z.string(),
  slug: z.string(),
  locale: localeSchema,
  status: z.enum(['draft', 'published', 'changed']),
  hidden: z.boolean(),
  role: z.enum(['organizer', 'coHost']),
  input: z.object({
    locale: localeSchema,
    title: z.string(),
    summary: z.string(),
    description: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    timeZone: z.string(),
    venueName: z.string().nullable(),
    venueAddress: z.string().nullable(),
    city: z.string().nullable(),
    onlineUrl: z.string().nullable(),
    // Absent in answers from before the field existed.
    checkoutUrl: z
      .string()
      .nullish()
      .transform((value) => value ?? null),
    coverId: z.number().int().nullable(),
    coverAlt: z.string().nullable(),
    tiers: z.array(tierSchema),
    cover: mediaSchema.nullable(),
  }),
  counts: z.object({
    issued: z.number().int(),
    checkedIn: z.number().int(),
    capacity: z.number().int().nullable(),
  }),
  coHosts: z.array(z.string()),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
const guestSchema = z.object({
  code: z.string(),
  name: z.string(),
  email: z.string(),
  tierKey: z.string(),
  tierName: z.string(),
  status: z.enum(['pending', 'issued', 'cancelled', 'checked_in']),
  createdAt: z.string(),
  checkedInAt: z.string().nullable(),
  checkedInByName: z.string().nullable(),
});
const checkInSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('checkedIn'), name: z.string(), tierName: z.string(), at: z.string() }),
  z.object({
    kind: z.literal('alreadyCheckedIn'),
    name: z.string(),
    tierName: z.string(),
    at: z.string(),
    byName: z.string().nullable(),
  }),
  z.object({ kind: z.literal('otherEvent') }),
  z.object({ kind: z.literal('cancelled'), name: z.string() }),
  z.object({ kind: z.literal('unknown') }),
]);
const countsSchema = z.object({ issued: z.number().int(), checkedIn: z.number().int() });

const refusalDetails = z.object({ reason: z.enum(organizerRefusalReasons) });
const fieldErrorDetails = z.object({
  fieldErrors: z.array(z.object({ path: z.string(), code: z.enum(fieldErrorCodes) })).min(1),
});

/** A CMS refusal or field error becomes its own class; anything else stays a CmsError. */
export async function refusing<Result>(call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CmsError) {
      const fields = fieldErrorDetails.safeParse(error.body.details);
      if (fields.success) throw new OrganizerFieldErrors(fields.data.fieldErrors);
      const details = refusalDetails.safeParse(error.body.details);
      if (details.success) throw new OrganizerRefusal(details.data.reason, error.message);
    }
    throw error;
  }
}

const eventPath = (id: string) => `/organizer/events/${encodeURIComponent(id)}` as const;

/** An image (by its bytes, not its name) of at most 5 MB, kept in the media library for `coverId`. */
export async function uploadCover(
  jwt: string,
  file: Blob,
  fileName: string,
): Promise<{ id: number; url: string }> {
  const form = new FormData();
  form.append('file', file, fileName);
  const answer = await refusing(() =>
    cmsFetch(
      { path: '/organizer/covers', method: 'POST', body: form, auth: { jwt } },
      data(z.object({ id: z.number().int(), url: z.string() })),
    ),
  );
  return answer.data;
}

/** The events they organize or co-host, newest first. */
export async function myEvents(jwt: string): Promise<OrganizedEvent[]> {
  const answer = await refusing(() =>
    cmsFetch({ path: '/organizer/events', auth: { jwt }, retries: 0 }, data(z.array(eventSchema))),
  );
  return answer.data;
}

/** OrganizerRefusal('notFound') unless they organize or co-host it. */
export async function myEvent(jwt: string, id: string): Promise<OrganizedEvent> {
  const answer = await refusing(() =>
    cmsFetch({ path: eventPath(id), auth: { jwt }, retries: 0 }, data(eventSchema)),
  );
  return answer.data;
}

/** A draft; OrganizerRefusal('tooMany') past 20 a day. */
export async function createEvent(jwt: string, input: EventInput): Promise<OrganizedEvent> {
  const answer = await refusing(() =>
    cmsFetch({ path: '/organizer/events', method: 'POST', body: input, auth: { jwt } }, data(eventSchema)),
  );
  return answer.data;
}

/** Saves the draft (a published event stays published, now `changed`). */
export async function updateEvent(jwt: string, id: string, input: EventInput): Promise<OrganizedEvent> {
  const answer = await refusing(() =>
    cmsFetch({ path: eventPath(id), method: 'PUT', body: input, auth: { jwt } }, data(eventSchema)),
  );
  return answer.data;
}

/** Public at /events/{slug} (the CMS's webhook revalidates the site). */
export async function publishEvent(jwt: string, id: string): Promise<OrganizedEvent> {
  const answer = await refusing(() =>
    cmsFetch({ path: `${eventPath(id)}/publish`, method: 'POST', auth: { jwt } }, data(eventSchema)),
  );
  return answer.data;
}

export async function unpublishEvent(jwt: string, id: string): Promise<OrganizedEvent> {
  const answer = await refusing(() =>
    cmsFetch({ path: `${eventPath(id)}/unpublish`, method: 'POST', auth: { jwt } }, data(eventSchema)),
  );
  return answer.data;
}

/** `q`: a substring of the name, e-mail or ticket code. */
export async function guests(jwt: string, id: string, query?: { q?: string }): Promise<Guest[]> {
  const answer = await refusing(() =>
    cmsFetch(
      {
        path: `${eventPath(id)}/guests`,
        query: query?.q ? { q: query.q } : undefined,
        auth: { jwt },
        retries: 0,
      },
      data(z.array(guestSchema)),
    ),
  );
  return answer.data;
}

/** Frees the seat (the waitlist is offered it as usual); OrganizerRefusal('alreadyCancelled'). */
export async function cancelGuest(jwt: string, id: string, code: string): Promise<Guest> {
  const answer = await refusing(() =>
    cmsFetch(
      {
        path: `${eventPath(id)}/guests/${encodeURIComponent(code)}/cancel`,
        method: 'POST',
        auth: { jwt },
      },
      data(guestSchema),
    ),
  );
  return answer.data;
}

/** Plain text to every issued or checked-in guest, in their ticket's language; 3 per event per hour. */
export async function messageGuests(
  jwt: string,
  id: string,
  input: { subject: string; body: string },
): Promise<{ sent: number }> {
  const answer = await refusing(() =>
    cmsFetch(
      { path: `${eventPath(id)}/messages`, method: 'POST', body: input, auth: { jwt } },
      data(z.object({ sent: z.number().int() })),
    ),
  );
  return answer.data;
}

/** Organizer only (a co-host gets notFound); at most 10 e-mails. */
export async function setCoHosts(jwt: string, id: string, emails: string[]): Promise<OrganizedEvent> {
  const answer = await refusing(() =>
    cmsFetch(
      { path: `${eventPath(id)}/co-hosts`, method: 'PUT', body: { emails }, auth: { jwt } },
      data(eventSchema),
    ),
  );
  return answer.data;
}

/** One scan. A replay with the same scanId after success answers checkedIn again. */
export async function checkIn(
  jwt: string,
  id: string,
  input: { code: string; scanId: string },
): Promise<CheckInResult> {
  const answer = await refusing(() =>
    cmsFetch(
      { path: `${eventPath(id)}/check-ins`, method: 'POST', body: input, auth: { jwt } },
      data(checkInSchema),
    ),
  );
  return answer.data;
}

export async function checkInCounts(jwt: string, id: string): Promise<{ issued: number; checkedIn: number }> {
  const answer = await refusing(() =>
    cmsFetch({ path: `${eventPath(id)}/check-ins/counts`, auth: { jwt }, retries: 0 }, data(countsSchema)),
  );
  return answer.data;
}
