import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';

import { type RouteDef, type RouteName, routes, type SlugCollection } from './table';

export type RouteMatch = {
  route: RouteDef & { name: RouteName };
  params: Record<string, string>;
  /** True when the path was an alias (its canonical form is the route's own path). */
  viaAlias: boolean;
};

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  if (wanted.length !== given.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (segment !== value) return null;
  }
  return params;
}

type Candidate = { route: RouteMatch['route']; pattern: string; viaAlias: boolean };

const paramCount = (pattern: string) => (pattern.match(/:/g) ?? []).length;

// Most specific first: `/checkin` (an alias) and `/app` win over the demo catch-all `/:slug`.
const candidates: Candidate[] = (routes as readonly RouteMatch['route'][])
  .flatMap((route) => [
    { route, pattern: route.path, viaAlias: false },
    ...(route.aliases ?? []).map((alias) => ({ route, pattern: alias, viaAlias: true })),
  ])
  .sort((a, b) => paramCount(a.pattern) - paramCount(b.pattern));

/** The route a path (without its locale prefix) belongs to, or null when none does. */
export function matchRoute(path: string): RouteMatch | null {
  for (const { route, pattern, viaAlias } of candidates) {
    const params = matchPattern(pattern, path);
    if (params) return { route, params, viaAlias };
  }
  return null;
}

/** Splits `/de/blog/x` into `de` and `/blog/x`; unprefixed paths are English. */
export function splitLocale(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first) && first !== defaultLocale) {
    return { locale: first, path: `/${rest.join('/')}`, prefixed: true };
  }
  return { locale: defaultLocale, path: pathname, prefixed: false };
}

/** Fills a route's path for a locale: `/de/blog/x`, English without a prefix. */
export function localizedPath(path: string, params: Record<string, string>, locale: Locale): string {
  const filled = path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  if (locale === defaultLocale) return filled;
  return filled === '/' ? `/${locale}` : `/${locale}${filled}`;
}

/** Resolves a route name of the form `<name>___<locale>` (SPEC 2.1) to its path. */
export function pathForRouteName(fullName: string, params: Record<string, string> = {}): string | null {
  const [name, locale] = fullName.split('___');
  const route = routes.find((candidate) => candidate.name === name);
  if (!route || !isLocale(locale)) return null;
  return localizedPath(route.path, params, locale);
}

/**
 * The locale-free href of a route for the locale-aware `Link` (which adds the prefix), so links are
 * derived from the route table instead of spelled out: `routeHref('blog-blog_slug', { blog_slug })`.
 */
export function routeHref(name: RouteName, params: Record<string, string> = {}): string {
  const route = routes.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return localizedPath(route.path, params, defaultLocale);
}

/** The page that shows one entry of a collection (the route whose validate step checks its slugs). */
export function entryHref(collection: SlugCollection, slug: string): string | null {
  const route = (routes as readonly (RouteDef & { name: RouteName })[]).find(
    (candidate) => candidate.validate?.collection === collection,
  );
  return route?.validate ? routeHref(route.name, { [route.validate.param]: slug }) : null;
}
