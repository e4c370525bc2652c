import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { buildDir } from '../support/build-dir';
import { languageTag } from '../../src/i18n/locales';
import { locales, localizedPath, paramsFor, routes, writtenIn } from '../support/routes';
import { decodeEntities } from '../support/stack';

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

test.describe('every route in every locale', () => {
  for (const route of routes) {
    test(`${route.name} answers 200 with lang, dir, canonical and alternates in 14 locales`, async ({
      request,
      baseURL,
    }) => {
      const params = paramsFor(route);
      for (const locale of locales) {
        const path = localizedPath(route.path, params, locale);
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), path).toBe(200);
        const html = decodeEntities(await response.text());
        expect(attr(html, /<html lang="([^"]+)"/), path).toBe(languageTag(locale));
        expect(attr(html, /<html[^>]* dir="([^"]+)"/), path).toBe('ltr');
        expect(html, path).not.toContain('MISSING_MESSAGE');
        if ('debug' in route && route.debug) {
          expect(html, path).toContain('<meta name="robots" content="noindex, nofollow"/>');
          continue;
        }
        if ('noindex' in route && route.noindex) {
          expect(html, path).toContain('<meta name="robots" content="noindex, follow"/>');
        }
        const absolute = (url: string | undefined) => (url ? new URL(url).href : url);
        expect(absolute(attr(html, /<link rel="canonical" href="([^"]+)"/)), path).toBe(
          new URL(path, baseURL).href,
        );
        const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)];
        expect(alternates.map((m) => m[1]).sort(), path).toEqual(
          [...writtenIn(route.name, params).map(languageTag), 'x-default'].sort(),
        );
        expect(absolute(alternates.find((m) => m[1] === 'x-default')?.[2]), path).toBe(
          new URL(localizedPath(route.path, params, 'en'), baseURL).href,
        );
      }
    });
  }
});

test('aliases serve their route with the canonical URL of the route', async ({ request, baseURL }) => {
  const { event_slug, hub_slug } = paramsFor(routes.find((r) => r.name === 'events-event_slug')!);
  const cases: [string, string][] = [
    ['/checkin', '/engagement'],
    ['/de/checkin', '/de/engagement'],
    [`/hubs/${hub_slug}/events/${event_slug}`, `/events/${event_slug}`],
    [`/ja/hubs/events/${event_slug}`, `/ja/events/${event_slug}`],
  ];
  for (const [alias, canonical] of cases) {
    const response = await request.get(alias, { maxRedirects: 0 });
    expect(response.status(), alias).toBe(200);
    expect(attr(await response.text(), /<link rel="canonical" href="([^"]+)"/), alias).toBe(
      `${baseURL}${canonical}`,
    );
  }
});

test('unknown paths and unknown slugs are real 404s, never cached for long', async ({ request }) => {
  const cases: [string, string][] = [
    ['/no-such-page', 'Page Not Found: /no-such-page'],
    ['/a/b/c', 'Page not found: /a/b/c'],
    ['/de/blog/no-such-post', 'Page Not Found: /de/blog/no-such-post'],
    ['/events/no-such-event?x=1', 'Page Not Found: /events/no-such-event?x=1'],
    ['/hubs/no-such-hub', 'Page Not Found: /hubs/no-such-hub'],
    ['/how-to/no-such-guide', 'Page Not Found: /how-to/no-such-guide'],
    ['/api', 'Page not found: /api'],
    ['/_nuxt', 'Page not found: /_nuxt'],
    ['/lampu2023', 'Page not found: /lampu2023'],
    // The error pages themselves are internal rewrite targets, never addresses.
    ['/server-error-page', 'Page Not Found: /server-error-page'],
    ['/ko/not-found-page', 'Page Not Found: /ko/not-found-page'],
  ];
  for (const [path, message] of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers()['cache-control'] ?? '', path).not.toMatch(/s-maxage=\d{4,}/);
    expect(decodeEntities(await response.text()), path).toContain(message);
  }
});

test('the placeholders /home, /index.html and /index.php go home', async ({ request }) => {
  for (const [path, home] of [
    ['/home', '/'],
    ['/index.html', '/'],
    ['/index.php', '/'],
    ['/de/home', '/de'],
  ]) {
    const response = await request.get(path!, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(new URL(response.headers().location!, 'http://x').pathname, path).toBe(home);
  }
});

// Routes rendered per request by design: they take any identifier, or read the query on the server.
const renderedOnDemand = new Set([
  'debug-hub-hubId', // any identifier
  'account-tickets-code', // any ticket code; the holder's ticket is read in the browser
  'tickets-confirm', // the mailed token in the query
  // An organizer's event, by its id, for its hosts only (read on the server per request).
  'account-events-manage',
  'account-events-edit',
  'account-events-preview',
  'account-events-check-in',
  // The intent in the query, and a signed-in visitor sent straight to its page (the session hint cookie).
  'register',
  // The mailed link's token in the query; the code step reads the address from its own cookie.
  'email-sign-in',
]);

test('every prerenderable route is static in the build output', () => {
  const manifest = JSON.parse(readFileSync(join(buildDir, 'prerender-manifest.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  const prerendered = new Set(Object.keys(manifest.routes));
  for (const route of routes) {
    if (renderedOnDemand.has(route.name)) continue;
    for (const locale of locales) {
      const internal = `/${locale}${localizedPath(route.path, paramsFor(route), 'en').replace(/^\/$/, '')}`;
      expect(prerendered.has(internal), internal).toBe(true);
    }
  }
});
