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

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('every page and entry links its own Open Graph image, drawn as a 1200 × 630 PNG', async ({
  request,
}) => {
  const hub = seed('hubs')[0]!;
  const post = posts[0]!;
  const demo = seed('demos')[0]!;
  const pages = [
    { path: '/', image: '/og/en/index.png' },
    { path: '/ja/nft-tickets', image: '/og/ja/nft-tickets.png' },
    { path: '/ru/app', image: '/og/ru/app.png' },
    { path: `/ko/events/${event.slug}`, image: `/og/ko/events/${event.slug}.png` },
    { path: `/zh/blog/${post.slug}`, image: `/og/zh/blog/${post.slug}.png` },
    { path: `/uk/hubs/${hub.slug}`, image: `/og/uk/hubs/${hub.slug}.png` },
    { path: `/de/${demo.slug}`, image: `/og/de/${demo.slug}.png` },
  ];
  const drawn = new Set<string>();
  for (const { path, image } of pages) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(
      new RegExp(`<meta property="og:image" content="[^"]*${image.replace(/\./g, '\\.')}"`),
    );
    expect(html, path).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const response = await request.get(image);
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(response.headers()['cache-control']).toContain('public');
    const bytes = await response.body();
    expect(pngSize(bytes), image).toEqual({ width: 1200, height: 630 });
    drawn.add(bytes.toString('base64'));
  }
  // Each card carries its own title: no two images are the same.
  expect(drawn.size).toBe(pages.length);
  // The same page in two languages gets two different cards.
  const english = await (await request.get('/og/en/nft-tickets.png')).body();
  const japanese = await (await request.get('/og/ja/nft-tickets.png')).body();
  expect(english.equals(japanese)).toBe(false);

  for (const unknown of [
    '/og/xx/app.png',
    '/og/en/no-such-page.png',
    '/og/en/blog/no-such-post.png',
    '/og/en/debug.png',
    '/og/en/app.jpg',
    '/og/en/a/b/c.png',
  ]) {
    expect((await request.get(unknown)).status(), unknown).toBe(404);
  }
});
