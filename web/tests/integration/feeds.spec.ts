import { expect, test } from '@playwright/test';

import { decodeEntities, seed } from '../support/stack';

const posts = seed('blog-posts');
const event = seed('events').find((entry) => entry.slug.startsWith('warsaw'))!;

test('the blog has an RSS 2.0 feed per locale, linked from the blog page', async ({ request }) => {
  for (const locale of ['en', 'ja', 'uk']) {
    const response = await request.get(`/feeds/blog/${locale}.xml`);
    expect(response.status(), locale).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    expect(xml).toContain(
      `<language>${locale === 'en' ? 'en-US' : locale === 'ja' ? 'ja-JP' : 'uk-UA'}</language>`,
    );
    for (const post of posts)
      expect(decodeEntities(xml), `${locale} ${post.slug}`).toContain(String(post.locales[locale]?.title));
    expect(xml.match(/<item>/g)?.length).toBe(posts.length);
    const blog = await (await request.get(locale === 'en' ? '/blog' : `/${locale}/blog`)).text();
    expect(blog).toContain(`type="application/rss+xml"`);
    expect(blog).toContain(`/feeds/blog/${locale}.xml`);
  }
  expect((await request.get('/feeds/blog/xx.xml')).status()).toBe(404);
});

test('an event’s .ics carries its title in the page’s language, its time zone and local times', async ({
  request,
}) => {
  const response = await request.get(`/api/calendar/pl/${event.slug}.ics`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  const ics = (await response.text()).replace(/\r\n[ \t]/g, '');
  const zone = String(event.shared.timeZone);
  expect(ics).toContain(`SUMMARY:${String(event.locales.pl?.title).replace(/([,;])/g, '\\$1')}`);
  expect(ics).toContain(`BEGIN:VTIMEZONE`);
  expect(ics).toContain(`TZID:${zone}`);
  // The start as the wall-clock time at the venue.
  const local = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    dateStyle: 'short',
    timeStyle: 'medium',
  })
    .format(new Date(String(event.shared.startsAt)))
    .replace(/[-:]/g, '')
    .replace(' ', 'T');
  expect(ics).toContain(`DTSTART;TZID=${zone}:${local}`);
  const page = await (await request.get(`/pl/events/${event.slug}`)).text();
  expect(page).toContain(`/api/calendar/pl/${event.slug}.ics`);
  expect((await request.get(`/api/calendar/pl/no-such-event.ics`)).status()).toBe(404);
  expect((await request.get(`/api/calendar/xx/${event.slug}.ics`)).status()).toBe(404);
});
