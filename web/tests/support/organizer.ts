import { expect } from '@playwright/test';

import { mailTo } from './accounts';
import { cmsApi, cmsRows } from './stack';
import { type Answer, confirm, confirmationOf, createEvent, guestClaim, guestEmail } from './tickets';

/**
 * The CMS's organizer routes as the site's server calls them (web/src/lib/cms/organizer.ts), each with
 * a visitor's JWT. Accounts are made the way a guest gets one (claim, mailed link), so no test waits on
 * the register route's per-address limit.
 */
export type Account = { jwt: string; email: string; username: string };

let lobby: Promise<string> | undefined;

/** A confirmed, signed-in account (its e-mail proven by the mailed link). */
export async function signedInAccount(label = 'organizer'): Promise<Account> {
  lobby ??= createEvent([{ key: 'lobby', supply: null }]);
  const email = guestEmail(label);
  const claimed = await guestClaim({ eventSlug: await lobby, tierKey: 'lobby', email });
  expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
  const confirmed = await confirm({ token: confirmationOf(await mailTo(email)).token });
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  const data = (confirmed.json?.data ?? {}) as { jwt: string; user: { username: string } };
  return { jwt: data.jwt, email, username: data.user.username };
}

export const organizerApi = (
  path: string,
  jwt: string | null,
  init: { method?: string; body?: unknown } = {},
) => cmsApi(`/organizer${path}`, { ...init, token: jwt }) as Promise<Answer>;

export type FieldError = { path: string; code: string };
export const fieldErrorsOf = (answer: Answer): FieldError[] =>
  (answer.json?.error as { details?: { fieldErrors?: FieldError[] } } | undefined)?.details?.fieldErrors ??
  [];

export type Organized = {
  id: string;
  slug: string;
  locale: string;
  status: string;
  hidden: boolean;
  role: string;
  coHosts: string[];
  input: { tiers: { key: string; name: string; capacity: number | null }[] } & Record<string, unknown>;
  counts: { issued: number; checkedIn: number; capacity: number | null };
};

const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

/** A valid form: a venue, two free tiers. */
export function eventInput(overrides: Record<string, unknown> = {}) {
  return {
    locale: 'de',
    title: `Organizer test ${Date.now().toString(36)} ${Math.floor(Math.random() * 1e6).toString(36)}`,
    summary: 'Ein Abend für Leute, die Veranstaltungen machen.',
    description: 'Wir treffen uns im **Hinterhof**.',
    startsAt: inDays(20),
    endsAt: inDays(20, 3),
    timeZone: 'Europe/Berlin',
    venueName: 'Hinterhof',
    venueAddress: 'Torstraße 1, Berlin',
    city: 'Berlin',
    onlineUrl: null,
    coverId: null,
    coverAlt: null,
    tiers: [
      { name: 'Frühbucher', price: null, currency: 'EUR', capacity: 2, perPerson: 1 },
      { name: 'Normal', price: 0, currency: 'EUR', capacity: 50, perPerson: 2 },
    ],
    ...overrides,
  };
}

export async function createOrganized(
  jwt: string,
  overrides: Record<string, unknown> = {},
): Promise<Organized> {
  const answer = await organizerApi('/events', jwt, { method: 'POST', body: eventInput(overrides) });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json?.data as Organized;
}

export async function publishOrganized(jwt: string, id: string): Promise<Organized> {
  const answer = await organizerApi(`/events/${id}/publish`, jwt, { method: 'POST' });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json?.data as Organized;
}

/** A published organizer event (German) and a guest holding a ticket of its first tier, issued. */
export async function eventWithGuest(organizer: Account, guestLocale = 'ja') {
  const event = await publishOrganized(organizer.jwt, (await createOrganized(organizer.jwt)).id);
  const email = guestEmail('guest');
  const tierKey = event.input.tiers[1]?.key ?? '';
  const claimed = await guestClaim({
    eventSlug: event.slug,
    tierKey,
    email,
    locale: guestLocale,
    name: 'Gast Eins',
  });
  expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
  const confirmed = await confirm({ token: confirmationOf(await mailTo(email)).token });
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  const ticket = (confirmed.json?.data as { ticket: { code: string } }).ticket;
  return { event, email, code: ticket.code, tierKey };
}

/** Event rows stored with this title (drafts included), read from the CMS's database as an operator would. */
export const storedWithTitle = (title: string) =>
  cmsRows('SELECT id FROM events WHERE title = ?', title).length;
