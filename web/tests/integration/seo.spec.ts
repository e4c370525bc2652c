import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type APIRequestContext, expect, test } from '@playwright/test';

import { buildDir } from '../support/build-dir';
import { languageTag } from '../../src/i18n/locales';
import { locales, writtenIn } from '../support/routes';
import { decodeEntities, messages, seed, seedConfig, seedPages, withBrand } from '../support/stack';

test('sitemap.xml lists every page in the locales it is written in, with alternates; no debug pages', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  const samples: [string, string, Record<string, string>][] = [
    ['token-gating', '/token-gating', {}],
    ['blog-blog_slug', `/blog/${seed('blog-posts')[0]!.slug}`, { blog_slug: seed('blog-posts')[0]!.slug }],
    ['blog-blog_slug', `/blog/${seed('blog-posts')[2]!.slug}`, { blog_slug: seed('blog-posts')[2]!.slug }],
    ['events-event_slug', `/events/${seed('events')[0]!.slug}`, { event_slug: seed('events')[0]!.slug }],
    ['demos-slug', `/${seed('demos')[0]!.slug}`, { slug: seed('demos')[0]!.slug }],
  ];
  // Each in the languages it is written in, and only those.
  for (const [name, path, params] of samples) {
    const written = writtenIn(name, params);
    for (const locale of locales) {
      const url = `${baseURL}${locale === 'en' ? '' : `/${locale}`}${path}`;
      if (written.includes(locale)) expect(urls, url).toContain(url);
      else expect(urls, url).not.toContain(url);
    }
  }
  expect(urls.some((url) => url?.includes('/debug'))).toBe(false);
  expect(xml).toContain(`hreflang="${languageTag('ja')}"`);
  expect(xml).toContain('hreflang="x-default"');
});

test('robots.txt disallows the debug pages and names the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain('Disallow: /debug');
  expect(text).toContain('Disallow: /de/debug');
  expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('/_i18n/{hash}/{locale}/messages.json: one locale keyed by its code, 404 for an unknown one', async ({
  request,
}) => {
  const stale = await request.get('/_i18n/not-the-hash/de/messages.json');
  expect(stale.status()).toBe(200);
  expect(stale.headers()['cache-control']).toBe('no-cache');
  expect(await stale.json()).toEqual({ de: messages('de') });

  const unknown = await request.get('/_i18n/not-the-hash/xx/messages.json');
  expect(unknown.status()).toBe(404);
});

test('the current hash is cacheable for 24 hours', async ({ request }) => {
  // The hash is the one the build prerendered, listed in its route manifest.
  const manifest = JSON.parse(readFileSync(join(buildDir, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  const path = Object.keys(manifest.routes).find(
    (route) => route.startsWith('/_i18n/') && route.includes('/ja/'),
  );
  expect(path).toBeTruthy();
  const response = await request.get(path!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('max-age=86400');
  expect(Object.keys((await response.json()) as object)).toEqual(['ja']);
});

test('titles use the template and the CMS page’s translated title and description in each locale', async ({
  request,
}) => {
  for (const locale of ['en', 'fr', 'ko'] as const) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const html = decodeEntities(await (await request.get(`${prefix}/nft-tickets`)).text());
    // A page not translated yet shows the English one (scripts/i18n/pending.json).
    const page = seedPages(locale)['nft-tickets'] ?? seedPages('en')['nft-tickets']!;
    expect(html).toContain(`<title>${withBrand(page.title)} | Belong</title>`);
    expect(html).toContain(`<meta name="description" content="${withBrand(page.description)}"/>`);
  }
});

test('icons: inline in the server HTML, and the collection in Iconify JSON', async ({ request }) => {
  const page = await (await request.get('/debug/icon')).text();
  expect(page).toContain('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"');
  expect(page).toContain('belong:ticket');

  const subset = await request.get('/api/_nuxt_icon/belong.json?icons=ticket,hub,missing');
  expect(subset.status()).toBe(200);
  const json = (await subset.json()) as { icons: Record<string, unknown>; not_found: string[] };
  expect(Object.keys(json.icons).sort()).toEqual(['hub', 'ticket']);
  expect(json.not_found).toEqual(['missing']);

  for (const path of [
    '/api/_nuxt_icon/other.json',
    '/api/_nuxt_icon/..%2F..%2Fpackage.json',
    '/api/_nuxt_icon/belong.json/../x',
  ]) {
    expect((await request.get(path)).status(), path).toBeGreaterThanOrEqual(400);
    expect((await request.get(path)).status(), path).toBeLessThan(500);
  }
});

test('images: the spec widths at 1x and 2x in WebP; the optimiser fetches only from the CMS', async ({
  request,
}) => {
  const html = decodeEntities(await (await request.get('/debug/components')).text());
  const srcset = /<img[^>]*srcSet="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(srcset).toMatch(/w=320&q=75 1x, .*w=640&q=75 2x/);

  const optimised = await request.get('/_next/image?url=%2Fimages%2Fevent-cover.png&w=640&q=75', {
    headers: { Accept: 'image/webp,image/*' },
  });
  expect(optimised.status()).toBe(200);
  expect(optimised.headers()['content-type']).toBe('image/webp');

  for (const url of [
    'https://evil.example/x.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1:9/uploads/x.png',
    'http://10.0.0.1/uploads/x.png',
  ]) {
    const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
    expect(response.status(), url).toBe(400);
  }
  expect((await request.get('/_next/image?url=%2Fimages%2Fevent-cover.png&w=641&q=75')).status()).toBe(400);
});

/** The page's structured data, as a search engine reads it. */
async function jsonLd(request: APIRequestContext, path: string): Promise<Record<string, unknown>> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const [, json] = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(await response.text()) ?? [];
  expect(json, path).toBeDefined();
  return JSON.parse(json!) as Record<string, unknown>;
}

test('home, event and blog pages describe themselves in schema.org structured data', async ({
  request,
  baseURL,
}) => {
  const event = seed('events')[0]!;
  const data = await jsonLd(request, `/ja/events/${event.slug}`);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.locales.ja?.title,
    url: `${baseURL}/ja/events/${event.slug}`,
    startDate: event.shared.startsAt,
    endDate: event.shared.endsAt,
    inLanguage: languageTag('ja'),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.locales.ja?.venueName,
      address: event.locales.ja?.venueAddress,
    },
    organizer: { '@type': 'Organization', url: `${baseURL}/ja/hubs/${String(event.shared.hub)}` },
  });
  expect(data.offers).toEqual(
    (event.locales.ja?.tickets as { name: string; price: number; currency: string }[]).map((tier) =>
      expect.objectContaining({
        '@type': 'Offer',
        name: tier.name,
        price: tier.price,
        priceCurrency: tier.currency,
      }),
    ),
  );

  const config = seedConfig();
  expect(await jsonLd(request, '/de')).toMatchObject({
    '@type': 'Organization',
    name: config.siteName,
    url: baseURL,
    sameAs: config.socialLinks.map((link) => link.url),
    legalName: config.operatorName,
    email: config.operatorEmail,
  });

  const post = seed('blog-posts')[0]!;
  expect(await jsonLd(request, `/blog/${post.slug}`)).toMatchObject({
    '@type': 'BlogPosting',
    headline: post.locales.en?.title,
    url: `${baseURL}/blog/${post.slug}`,
    datePublished: post.shared.publishedOn,
    inLanguage: languageTag('en'),
  });
});
