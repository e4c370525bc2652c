import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

import { mailTo, visitorIp } from './accounts';
import { cmsApi } from './stack';
import { confirm, confirmationOf, guestClaim, guestEmail } from './tickets';

/**
 * An organizer's event with guests, made through the CMS routes the site's server calls
 * (cms/src/api/organizer, cms/src/api/ticket), and the site's session cookies for any of the accounts,
 * so the site sees them signed in exactly as after a sign-in.
 */

export type Session = { email: string; jwt: string; refreshToken: string };

/** A confirmed account with a session: a guest's claim on `slug`, confirmed by the mailed link. */
export async function accountVia(
  slug: string,
  tierKey: string,
  guest: { name: string; locale?: string; email?: string },
): Promise<Session & { code: string }> {
  const email = guest.email ?? guestEmail('og');
  const claimed = await guestClaim({
    eventSlug: slug,
    tierKey,
    email,
    name: guest.name,
    locale: guest.locale ?? 'en',
  });
  expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
  const confirmed = await confirm({ token: confirmationOf(await mailTo(email)).token });
  expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
  const data = (confirmed.json as { data: { jwt: string; refreshToken: string; ticket: { code: string } } })
    .data;
  return { email, jwt: data.jwt, refreshToken: data.refreshToken, code: data.ticket.code };
}

export type OrganizedEvent = {
  id: string;
  slug: string;
  coHosts: string[];
  input: { tiers: { key: string }[] };
};

/** A published event of `organizer` with one free tier of `capacity` seats. */
export async function organizerEvent(organizer: Session, capacity: number): Promise<OrganizedEvent> {
  const startsAt = new Date(Date.now() + 20 * 86_400_000);
  const created = await cmsApi('/organizer/events', {
    method: 'POST',
    token: organizer.jwt,
    body: {
      locale: 'en',
      title: `Guest list test ${Math.random().toString(36).slice(2, 8)}`,
      summary: 'An event the guest-list tests make for themselves.',
      description: 'Bring a friend.',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
      timeZone: 'Asia/Tokyo',
      venueName: 'Test hall',
      venueAddress: null,
      city: 'Tokyo',
      onlineUrl: null,
      coverId: null,
      coverAlt: null,
      tiers: [{ name: 'General', price: null, currency: 'USD', capacity, perPerson: 1 }],
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  const { id } = (created.json as { data: OrganizedEvent }).data;
  const published = await cmsApi(`/organizer/events/${id}/publish`, { method: 'POST', token: organizer.jwt });
  expect(published.status, JSON.stringify(published.json)).toBe(200);
  return (published.json as { data: OrganizedEvent }).data;
}

/** The site's session cookies for `session` (what sign-in sets), and a visitor address of its own. */
export async function signInAs(context: BrowserContext, baseURL: string, session: Session) {
  await context.addCookies([
    { name: 'strapi_jwt', value: session.jwt, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    {
      name: 'strapi_jwt_refresh',
      value: session.refreshToken,
      url: baseURL,
      httpOnly: true,
      sameSite: 'Lax',
    },
    { name: 'signed_in', value: '1', url: baseURL, sameSite: 'Lax' },
  ]);
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() });
}

type TrpcAnswer = { status: number; json: unknown };

/** One tRPC call as the browser's client sends it (superjson envelope; same-origin for mutations). */
export async function trpc(
  request: APIRequestContext,
  kind: 'query' | 'mutation',
  path: string,
  input: unknown,
): Promise<TrpcAnswer> {
  const answer =
    kind === 'query'
      ? await request.get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`)
      : await request.post(`/api/trpc/${path}`, {
          headers: { 'Content-Type': 'application/json' },
          data: { json: input },
        });
  return { status: answer.status(), json: await answer.json().catch(() => null) };
}

export const dataOf = <T>(answer: TrpcAnswer) =>
  (answer.json as { result: { data: { json: T } } }).result.data.json;
export const errorOf = (answer: TrpcAnswer) =>
  (answer.json as { error: { json: { data: { code: string; organizerError: string | null } } } }).error.json
    .data;
