import { createRequire } from 'node:module';

import jsQR from 'jsqr';

import { cmsApi } from './stack';

/**
 * The CMS's ticket routes as the site's server calls them (web/src/lib/cms/tickets.ts): guests and the
 * public counts with the web server's token, signed-in visitors with their JWT. Tests make their own
 * events, so no seeded content changes.
 */
export const webToken = process.env.CMS_API_TOKEN ?? '';

export type Answer = {
  status: number;
  json: { data?: unknown; error?: { details?: { reason?: string } } } | null;
};

export const reasonOf = (answer: { json: { error?: unknown } | null }): string | undefined =>
  (answer.json?.error as { details?: { reason?: string } } | undefined)?.details?.reason;

let eventCounter = 0;

/** A published event (English only) with the given tiers; answers its slug. */
export async function createEvent(
  tiers: {
    key: string;
    name?: string;
    supply: number | null;
    price?: number;
    perPerson?: number;
    nftGated?: boolean;
    pass?: string;
  }[],
  extra: Record<string, unknown> = {},
): Promise<string> {
  const slug = `tickets-test-${Date.now().toString(36)}-${(eventCounter++).toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;
  const startsAt = new Date(Date.now() + 30 * 86_400_000);
  const created = await cmsApi('/events?locale=en&status=published', {
    method: 'POST',
    body: {
      data: {
        title: `Ticket test ${slug}`,
        slug,
        summary: 'An event the ticket tests make for themselves.',
        startsAt: startsAt.toISOString(),
        endsAt: new Date(startsAt.getTime() + 3 * 3_600_000).toISOString(),
        timeZone: 'Europe/Lisbon',
        venueName: 'Test hall',
        tickets: tiers.map((tier) => ({
          key: tier.key,
          name: tier.name ?? `Tier ${tier.key}`,
          price: tier.price ?? 0,
          currency: 'EUR',
          supply: tier.supply,
          perPerson: tier.perPerson ?? 1,
          nftGated: tier.nftGated ?? false,
          ...(tier.pass ? { pass: tier.pass } : {}),
        })),
        ...extra,
      },
    },
  });
  if (created.status !== 201 && created.status !== 200) {
    throw new Error(`creating the test event failed: ${created.status} ${JSON.stringify(created.json)}`);
  }
  return slug;
}

let emailCounter = 0;
export const guestEmail = (label = 'guest') =>
  `${label}.${Date.now().toString(36)}${(emailCounter++).toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

export const guestClaim = (body: {
  eventSlug: string;
  tierKey: string;
  email: string;
  name?: string;
  locale?: string;
  waitlist?: boolean;
}) =>
  cmsApi('/tickets/guest-claim', {
    method: 'POST',
    token: webToken,
    body: { name: 'Test Guest', locale: 'en', ...body },
  }) as Promise<Answer>;

export const userClaim = (
  jwt: string,
  body: { eventSlug: string; tierKey: string; locale?: string; waitlist?: boolean },
) =>
  cmsApi('/tickets/claim', {
    method: 'POST',
    token: jwt,
    body: { locale: 'en', ...body },
  }) as Promise<Answer>;

export const confirm = (body: { token: string } | { email: string; code: string }) =>
  cmsApi('/tickets/confirm', { method: 'POST', token: webToken, body }) as Promise<Answer>;

type TierCounts = {
  key: string;
  capacity: number | null;
  taken: number;
  left: number | null;
  soldOut: boolean;
  waiting: number;
};
export async function availability(slug: string): Promise<{ going: number; tiers: TierCounts[] }> {
  const answer = await cmsApi(`/tickets/availability/${slug}`, { token: webToken });
  if (answer.status !== 200) throw new Error(`availability answered ${answer.status}`);
  return (answer.json as { data: { going: number; tiers: TierCounts[] } }).data;
}

export type StoredTicket = {
  documentId: string;
  code: string;
  ticketStatus: string;
  expiresAt: string | null;
  cancelledAt: string | null;
};

/** The tickets the CMS stored for an event, read with the full-access test token as an editor would. */
export async function storedTickets(slug: string): Promise<StoredTicket[]> {
  const rows: StoredTicket[] = [];
  for (let page = 1; page < 50; page++) {
    const answer = await cmsApi(
      `/tickets?filters[eventSlug][$eq]=${slug}&pagination[page]=${page}&pagination[pageSize]=100&sort=id:asc`,
    );
    const json = answer.json as { data: StoredTicket[]; meta: { pagination: { pageCount: number } } };
    rows.push(...json.data);
    if (page >= json.meta.pagination.pageCount) break;
  }
  return rows;
}

/** The link's token and the 6-digit code of a confirmation (or seat offer) mail. */
export function confirmationOf(mail: { text: string; link: string }) {
  const token = new URL(mail.link).searchParams.get('token') ?? '';
  const code = /\s(\d{6})$/m.exec(mail.text)?.[1] ?? '';
  return { token, code };
}

export const cancel = (jwt: string, code: string) =>
  cmsApi(`/tickets/mine/${code}/cancel`, { method: 'POST', token: jwt }) as Promise<Answer>;

/** `claims` guests, each with an address of their own, ask at once for a tier of `seats` seats. */
export async function claimAtOnce(claims: number, seats: number) {
  const slug = await createEvent([{ key: 'fifty', supply: seats }]);
  const answers = await Promise.all(
    Array.from({ length: claims }, (_, index) =>
      guestClaim({ eventSlug: slug, tierKey: 'fifty', email: guestEmail(`crowd${index}`) }),
    ),
  );
  return { slug, answers };
}

type Png = { width: number; height: number; data: Buffer };

/** What a phone camera would read from the ticket mail's inline QR image (base64 PNG in the mail log). */
export function qrText(pngBase64: string): string | null {
  // pngjs comes with the CMS's `qrcode`; the site itself has no use for it.
  const { PNG } = createRequire(__filename)('pngjs') as { PNG: { sync: { read(data: Buffer): Png } } };
  const image = PNG.sync.read(Buffer.from(pngBase64, 'base64'));
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
