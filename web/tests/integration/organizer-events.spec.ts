import { expect, test } from '@playwright/test';

import {
  createOrganized,
  eventInput,
  eventWithGuest,
  fieldErrorsOf,
  type Organized,
  organizerApi,
  publishOrganized,
  signedInAccount,
  storedWithTitle,
} from '../support/organizer';
import { cmsApi, decodeEntities, messages } from '../support/stack';
import { guestClaim, guestEmail, reasonOf } from '../support/tickets';

/**
 * An organizer's events through the CMS's organizer routes (cms/src/api/organizer) and on the public
 * site: field errors with nothing stored, the draft → publish → page path, the fallback to the
 * language the event was written in, editors hiding an event.
 */

test('each bad field is named with its code, and nothing is stored', async () => {
  const organizer = await signedInAccount();
  const cases: [Record<string, unknown>, { path: string; code: string }][] = [
    [{ title: '' }, { path: 'title', code: 'required' }],
    [{ title: 'x'.repeat(201) }, { path: 'title', code: 'tooLong' }],
    [
      {
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
        startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      },
      { path: 'endsAt', code: 'endBeforeStart' },
    ],
    [
      { startsAt: '2020-01-01T10:00:00Z', endsAt: '2020-01-01T12:00:00Z' },
      { path: 'startsAt', code: 'inPast' },
    ],
    [{ timeZone: 'Mars/Olympus_Mons' }, { path: 'timeZone', code: 'unknownTimeZone' }],
    [
      { tiers: [{ name: 'Zero', price: null, currency: 'EUR', capacity: 0, perPerson: 1 }] },
      { path: 'tiers.0.capacity', code: 'capacityTooLow' },
    ],
    [{ onlineUrl: 'http://example.com/room' }, { path: 'onlineUrl', code: 'notHttps' }],
    [
      { venueName: null, onlineUrl: null },
      { path: 'venueName', code: 'venueOrOnline' },
    ],
    [{ tiers: [] }, { path: 'tiers', code: 'noTiers' }],
    [
      {
        tiers: Array.from({ length: 11 }, (_, index) => ({
          name: `T${index}`,
          price: null,
          currency: 'EUR',
          capacity: 5,
          perPerson: 1,
        })),
      },
      { path: 'tiers', code: 'tooManyTiers' },
    ],
    [
      { coverId: 123456, coverAlt: 'A picture' },
      { path: 'cover', code: 'invalid' },
    ],
    [
      { tiers: [{ name: 'Many', price: null, currency: 'EUR', capacity: 5, perPerson: 11 }] },
      { path: 'tiers.0.perPerson', code: 'invalid' },
    ],
  ];
  for (const [overrides, expected] of cases) {
    const input = eventInput(overrides);
    const answer = await organizerApi('/events', organizer.jwt, { method: 'POST', body: input });
    expect(answer.status, JSON.stringify(overrides)).toBe(400);
    expect(fieldErrorsOf(answer)).toContainEqual(expected);
    if (typeof input.title === 'string' && input.title) expect(storedWithTitle(input.title)).toBe(0);
  }
  // Several at once: all named in one answer.
  const many = await organizerApi('/events', organizer.jwt, {
    method: 'POST',
    body: eventInput({ timeZone: 'Nowhere/City', onlineUrl: 'ftp://x', venueName: null, summary: '' }),
  });
  expect(
    fieldErrorsOf(many)
      .map((error) => error.code)
      .sort(),
  ).toEqual(['notHttps', 'required', 'unknownTimeZone']);
  // Not an image by its bytes, and an image over 5 MB: refused at upload.
  const upload = async (bytes: Uint8Array<ArrayBuffer>, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const response = await fetch(`${process.env.CMS_URL}/api/organizer/covers`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${organizer.jwt}` },
      body: form,
    });
    return {
      status: response.status,
      json: (await response.json()) as { data?: { id: number }; error?: unknown },
    };
  };
  const text = await upload(new TextEncoder().encode('<?php echo "not a picture";'), 'cover.png');
  expect(text.status).toBe(400);
  expect(fieldErrorsOf(text as never)).toEqual([{ path: 'cover', code: 'notImage' }]);
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const big = new Uint8Array(5 * 1024 * 1024 + 10);
  big.set(png);
  const large = await upload(big, 'big.png');
  expect(large.status).toBe(400);
  expect(fieldErrorsOf(large as never)).toEqual([{ path: 'cover', code: 'imageTooLarge' }]);
});

test('a German draft published: its page in German with "Hosted by", in Japanese the German version marked; hidden by an editor it is gone', async ({
  request,
}) => {
  const organizer = await signedInAccount('host');
  const draft = await createOrganized(organizer.jwt, {
    title: `Sommerfest im Hinterhof ${Date.now().toString(36)}`,
  });
  expect(draft).toMatchObject({ status: 'draft', locale: 'de', role: 'organizer', hidden: false });
  expect(draft.slug).toMatch(/^sommerfest-im-hinterhof-[a-z0-9]+$/);
  expect(draft.input.tiers.map((tier) => tier.key)).toEqual(['fruhbucher', 'normal']);
  expect((await request.get(`/de/events/${draft.slug}`)).status()).toBe(404);

  const published = await publishOrganized(organizer.jwt, draft.id);
  expect(published.status).toBe('published');
  const hostedBy = messages('de').Event.hostedBy.replace('{hub}', organizer.username);
  await expect
    .poll(
      async () => {
        const page = await request.get(`/de/events/${draft.slug}`);
        return page.status() === 200 ? decodeEntities(await page.text()) : String(page.status());
      },
      { timeout: 20_000, intervals: [500] },
    )
    .toContain(hostedBy);
  const ja = await request.get(`/ja/events/${draft.slug}`);
  expect(ja.status()).toBe(200);
  const jaHtml = decodeEntities(await ja.text());
  expect(jaHtml).toContain(draft.input.title as string);
  expect(jaHtml).toContain('<header lang="de"');
  expect(jaHtml).toContain(messages('ja').Event.fallbackNote.replace('{language}', 'ドイツ語'));
  // The list shows it too.
  await expect
    .poll(async () => decodeEntities(await (await request.get('/de/events')).text()), {
      timeout: 20_000,
      intervals: [500],
    })
    .toContain(draft.input.title as string);

  // An edit keeps the slug and shows as "changed" until published again.
  const edited = await organizerApi(`/events/${draft.id}`, organizer.jwt, {
    method: 'PUT',
    body: { ...eventInput(), title: 'Ganz anderer Titel', tiers: draft.input.tiers },
  });
  expect(edited.status, JSON.stringify(edited.json)).toBe(200);
  expect(edited.json?.data).toMatchObject({ slug: draft.slug, status: 'changed' });

  // An editor hides it (moderation, full-access token as the admin would): page 404, out of the list,
  // its tickets refused; the organizer sees it as hidden.
  const hide = await cmsApi(`/events/${draft.id}?locale=de`, {
    method: 'PUT',
    body: { data: { hidden: true } },
  });
  expect(hide.status, JSON.stringify(hide.json)).toBe(200);
  await expect
    .poll(async () => (await request.get(`/de/events/${draft.slug}`)).status(), {
      timeout: 20_000,
      intervals: [500],
    })
    .toBe(404);
  // The list is refreshed by the same webhook (stale-while-revalidate: the first visit may still be old).
  await expect
    .poll(async () => decodeEntities(await (await request.get('/de/events')).text()), {
      timeout: 20_000,
      intervals: [500],
    })
    .not.toContain(draft.input.title as string);
  expect(
    (await cmsApi(`/events?locale=de&filters[slug][$eq]=${draft.slug}`, { token: null })).json?.data,
  ).toEqual([]);
  expect((await organizerApi(`/events/${draft.id}`, organizer.jwt)).json?.data).toMatchObject({
    hidden: true,
  });
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(draft.slug);
});

test('slugs: unique per title, CJK titles get event-<random>; tier keys stay; capacity not below seats taken; a tier with tickets stays', async () => {
  const organizer = await signedInAccount();
  const title = `Same Title ${Date.now().toString(36)}`;
  const first = await createOrganized(organizer.jwt, { title });
  const second = await createOrganized(organizer.jwt, { title });
  expect(second.slug).toBe(`${first.slug}-2`);
  const japanese = await createOrganized(organizer.jwt, { title: '東京もくもく会', locale: 'ja' });
  expect(japanese.slug).toMatch(/^event-[a-z0-9]{3,}$/);

  const { event } = await eventWithGuest(organizer);
  const tiers = event.input.tiers;
  // Renaming keeps the key; a new tier gets one of its own.
  const renamed = await organizerApi(`/events/${event.id}`, organizer.jwt, {
    method: 'PUT',
    body: eventInput({
      tiers: [
        { key: tiers[0]?.key, name: 'Early', price: null, currency: 'EUR', capacity: 2, perPerson: 1 },
        { key: tiers[1]?.key, name: 'Regular', price: null, currency: 'EUR', capacity: 50, perPerson: 2 },
        { name: 'Regular', price: null, currency: 'EUR', capacity: 5, perPerson: 1 },
      ],
    }),
  });
  expect(renamed.status, JSON.stringify(renamed.json)).toBe(200);
  expect((renamed.json?.data as Organized).input.tiers.map((tier) => tier.key)).toEqual([
    tiers[0]?.key,
    tiers[1]?.key,
    'regular',
  ]);
  // One seat is taken in the second tier: capacity 0 is too low anyway, and removing it is refused.
  const removed = await organizerApi(`/events/${event.id}`, organizer.jwt, {
    method: 'PUT',
    body: eventInput({
      tiers: [{ key: tiers[0]?.key, name: 'Early', price: null, currency: 'EUR', capacity: 2, perPerson: 1 }],
    }),
  });
  expect(removed.status).toBe(400);
  expect(fieldErrorsOf(removed)).toContainEqual({ path: 'tiers', code: 'tierHasTickets' });
  // A second guest's claim holds a second seat (unconfirmed claims hold one): 1 seat is too few.
  const claimed = await guestClaim({
    eventSlug: event.slug,
    tierKey: tiers[1]?.key ?? '',
    email: guestEmail('second'),
  });
  expect(claimed.status).toBe(200);
  const withCapacity = (capacity: number) =>
    organizerApi(`/events/${event.id}`, organizer.jwt, {
      method: 'PUT',
      body: eventInput({
        tiers: [
          { key: tiers[1]?.key, name: 'Regular', price: null, currency: 'EUR', capacity, perPerson: 1 },
          { key: tiers[0]?.key, name: 'Early', price: null, currency: 'EUR', capacity: 2, perPerson: 1 },
        ],
      }),
    });
  const below = await withCapacity(1);
  expect(below.status).toBe(400);
  expect(fieldErrorsOf(below)).toEqual([{ path: 'tiers.0.capacity', code: 'belowTaken' }]);
  expect((await withCapacity(2)).status).toBe(200);
  const zero = await organizerApi(`/events/${event.id}`, organizer.jwt, {
    method: 'PUT',
    body: eventInput({
      tiers: [
        { key: tiers[1]?.key, name: 'Regular', price: null, currency: 'EUR', capacity: 0, perPerson: 1 },
        { key: tiers[0]?.key, name: 'Early', price: null, currency: 'EUR', capacity: 2, perPerson: 1 },
      ],
    }),
  });
  expect(fieldErrorsOf(zero)).toContainEqual({ path: 'tiers.0.capacity', code: 'capacityTooLow' });
});

test('at most 20 new events per account a day, even when 25 are sent at once', async () => {
  const organizer = await signedInAccount('busy');
  const answers = await Promise.all(
    Array.from({ length: 25 }, () =>
      organizerApi('/events', organizer.jwt, { method: 'POST', body: eventInput() }),
    ),
  );
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
  const refused = answers.filter((answer) => answer.status !== 200);
  expect(refused.map((answer) => `${answer.status} ${reasonOf(answer)}`)).toEqual(
    Array(5).fill('429 tooMany'),
  );
  expect(((await organizerApi('/events', organizer.jwt)).json?.data as unknown[]).length).toBe(20);
});
