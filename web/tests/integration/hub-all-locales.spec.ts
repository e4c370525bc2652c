import { expect, test } from '@playwright/test';

import { cmsApi, decodeEntities } from '../support/stack';

// An event's hub is linked once, in any language, and holds for all of them
// (cms/src/api/event/hub-for-all-locales.ts): Strapi itself localizes every relation.

type Entry = { documentId: string; hub?: { slug: string; name: string } | null };

test('a German event shows its hub without a German link', async ({ request }) => {
  const id = Date.now().toString(36);
  const hub = await cmsApi('/hubs?locale=en', {
    method: 'POST',
    body: {
      data: {
        name: `Porto Makers ${id}`,
        slug: `porto-makers-${id}`,
        summary: 'Makers in Porto.',
        city: 'Porto',
      },
    },
  });
  expect(hub.status).toBe(201);
  const hubId = (hub.json?.data as Entry).documentId;
  const germanHub = await cmsApi(`/hubs/${hubId}?locale=de`, {
    method: 'PUT',
    body: {
      data: {
        name: `Porto Macher ${id}`,
        slug: `porto-makers-${id}`,
        summary: 'Macher in Porto.',
        city: 'Porto',
      },
    },
  });
  expect(germanHub.status).toBe(200);

  const slug = `hub-once-${id}`;
  const event = await cmsApi('/events?locale=en', {
    method: 'POST',
    body: {
      data: {
        title: `Makers night ${id}`,
        slug,
        summary: 'Makers show what they built.',
        startsAt: '2027-03-04T18:00:00.000Z',
        endsAt: '2027-03-04T21:00:00.000Z',
        timeZone: 'Europe/Lisbon',
        hub: hubId,
      },
    },
  });
  expect(event.status).toBe(201);
  const eventId = (event.json?.data as Entry).documentId;
  try {
    // The German version is written without any hub.
    const german = await cmsApi(`/events/${eventId}?locale=de`, {
      method: 'PUT',
      body: { data: { title: `Macherabend ${id}`, slug, summary: 'Macher zeigen, was sie gebaut haben.' } },
    });
    expect(german.status).toBe(200);

    // What the site reads: the German event, published, with the hub's German version.
    const read = await cmsApi(
      `/events?locale=de&filters[slug][$eq]=${slug}&populate[hub][fields][0]=name&populate[hub][fields][1]=slug`,
    );
    const [entry] = read.json?.data as Entry[];
    expect(entry?.hub).toEqual(
      expect.objectContaining({ slug: `porto-makers-${id}`, name: `Porto Macher ${id}` }),
    );

    // And the German event page names it, with a link to the hub's page.
    await expect
      .poll(async () => decodeEntities(await (await request.get(`/de/events/${slug}`)).text()), {
        timeout: 30_000,
      })
      .toContain(`Porto Macher ${id}`);
    const html = await (await request.get(`/de/events/${slug}`)).text();
    expect(html).toContain(`href="/de/hubs/porto-makers-${id}"`);

    // Unlinking it in German unlinks it everywhere.
    await cmsApi(`/events/${eventId}?locale=de`, { method: 'PUT', body: { data: { hub: null } } });
    const english = await cmsApi(`/events?locale=en&filters[slug][$eq]=${slug}&populate=hub`);
    expect((english.json?.data as Entry[])[0]?.hub ?? null).toBeNull();
  } finally {
    await cmsApi(`/events/${eventId}?locale=de`, { method: 'DELETE' });
    await cmsApi(`/events/${eventId}?locale=en`, { method: 'DELETE' });
    await cmsApi(`/hubs/${hubId}?locale=de`, { method: 'DELETE' });
    await cmsApi(`/hubs/${hubId}?locale=en`, { method: 'DELETE' });
  }
});
