import { describe, expect, it } from 'vitest';

import { detectLocale, parseAcceptLanguage } from '@/i18n/detect';
import { localizedPath, matchRoute, pathForRouteName, splitLocale } from '@/routes/match';
import { routes } from '@/routes/table';

describe('matchRoute', () => {
  it.each([
    ['/', 'index', {}],
    ['/app', 'app', {}],
    ['/blog/x', 'blog-blog_slug', { blog_slug: 'x' }],
    ['/checkin', 'engagement', {}],
    ['/hubs/lisbon/events/night', 'events-event_slug', { hub_slug: 'lisbon', event_slug: 'night' }],
    ['/hubs/events/night', 'events-event_slug', { event_slug: 'night' }],
    ['/hubs/lisbon', 'hubs-hub_slug', { hub_slug: 'lisbon' }],
    ['/demo-nft-ticketing', 'demos-slug', { slug: 'demo-nft-ticketing' }],
    ['/debug/hub/42', 'debug-hub-hubId', { hubId: '42' }],
  ])('%s is %s', (path, name, params) => {
    expect(matchRoute(path)).toMatchObject({ route: { name }, params });
  });

  it('marks aliases so their canonical URL is the route path', () => {
    expect(matchRoute('/checkin')?.viaAlias).toBe(true);
    expect(matchRoute('/engagement')?.viaAlias).toBe(false);
  });

  it('matches nothing for paths no route has', () => {
    expect(matchRoute('/blog/a/b')).toBeNull();
    expect(matchRoute('/a/b/c/d')).toBeNull();
  });

  it('has unique names and paths', () => {
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });
});

describe('route names and paths', () => {
  it('resolves <name>___<locale>', () => {
    expect(pathForRouteName('blog-blog_slug___de', { blog_slug: 'x' })).toBe('/de/blog/x');
    expect(pathForRouteName('index___en')).toBe('/');
    expect(pathForRouteName('index___ja')).toBe('/ja');
    expect(pathForRouteName('nope___en')).toBeNull();
    expect(pathForRouteName('blog___xx')).toBeNull();
  });

  it('splits the locale prefix off', () => {
    expect(splitLocale('/de/blog')).toEqual({ locale: 'de', path: '/blog', prefixed: true });
    expect(splitLocale('/blog')).toEqual({ locale: 'en', path: '/blog', prefixed: false });
    expect(splitLocale('/de')).toEqual({ locale: 'de', path: '/', prefixed: true });
    expect(localizedPath('/events/:event_slug', { event_slug: 'a b' }, 'pl')).toBe('/pl/events/a%20b');
  });
});

describe('locale detection', () => {
  it('orders Accept-Language by quality and drops junk', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-CH, en;q=0.8, *;q=0.1, <script>')).toEqual([
      'de-CH',
      'en',
      'fr',
    ]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });

  it('prefers the cookie, then Accept-Language, then English', () => {
    expect(detectLocale('ja', 'de-DE')).toBe('ja');
    expect(detectLocale(undefined, 'de-DE,de;q=0.9')).toBe('de');
    expect(detectLocale('xx', 'pt-BR')).toBe('pt');
    expect(detectLocale(undefined, 'zh-Hans-CN')).toBe('zh');
    expect(detectLocale(undefined, 'nl-NL')).toBe('en');
    expect(detectLocale(undefined, null)).toBe('en');
  });
});
