import { type NextRequest, NextResponse } from 'next/server';

import { detectLocale } from '@/i18n/detect';
import { defaultLocale, type Locale } from '@/i18n/locales';
import { localeCookie } from '@/i18n/routing';
import { tagFromQuery } from '@/lib/blog/tags';
import { findRedirect } from '@/lib/cms/redirect-rules';
import { hasEventFilters } from '@/lib/events/list-filters';
import { redirectTarget } from '@/lib/cms/redirect-target';
import { sharedCacheControl } from '@/lib/http/shared-cache-control';
import { mayExist } from '@/lib/cms/slug-index';
import type { AnalyticConfig } from '@/lib/analytics/scripts';
import { websiteConfigNow } from '@/lib/cms/website-config';
import { adminOrigin } from '@/lib/preview/admin-origin';
import { draftCookieName, isDraftCookie } from '@/lib/preview/draft-cookie';
import { contentSecurityPolicy } from '@/lib/security/content-security-policy';
import { canonicalPath } from '@/routes/canonical';
import { localizedPath, matchRoute, splitLocale } from '@/routes/match';
import { notFoundHeader, notFoundPath } from '@/routes/not-found';
import { placeholders } from '@/routes/table';

const maxPathLength = 2048;
const maxQueryLength = 4096;

function plain(status: number, message: string): Response {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

function redirect(request: NextRequest, path: string, status: number): NextResponse {
  // Built on the request's own origin: a path can never turn into another host.
  const target = new URL(path + request.nextUrl.search, request.nextUrl.origin);
  return NextResponse.redirect(target, status);
}

/** Renders the translated not-found page for this locale with a real 404 status (SPEC 2.4). */
function notFound(request: NextRequest, locale: Locale, message: string): NextResponse {
  const headers = new Headers(request.headers);
  // Replaces anything a client sent under that name: only the proxy speaks through it.
  headers.set(notFoundHeader, encodeURIComponent(message));
  const target = new URL(notFoundPath(locale), request.nextUrl.origin);
  return NextResponse.rewrite(target, { status: 404, request: { headers } });
}

/** Serves a route: internally every page lives under `/{locale}/...` (English included). */
function serve(request: NextRequest, locale: Locale, path: string, shareable = false): NextResponse {
  const target = new URL(
    `/${locale}${path === '/' ? '' : path}${request.nextUrl.search}`,
    request.nextUrl.origin,
  );
  const response = NextResponse.rewrite(target);
  // Draft mode is marked private by Next itself, whatever this says.
  if (shareable && ['GET', 'HEAD'].includes(request.method)) {
    response.headers.set('Cache-Control', sharedCacheControl);
  }
  return response;
}

function detectOnRoot(request: NextRequest): NextResponse {
  const locale = detectLocale(
    request.cookies.get(localeCookie.name)?.value,
    request.headers.get('accept-language'),
  );
  // `/` differs per visitor: no shared cache may keep one visitor's answer for another.
  const varying = { 'Cache-Control': 'private, no-cache', Vary: 'Cookie, Accept-Language' };
  if (locale === defaultLocale) {
    const response = serve(request, locale, '/');
    Object.entries(varying).forEach(([key, value]) => response.headers.set(key, value));
    return response;
  }
  const response = redirect(request, localizedPath('/', {}, locale), 302);
  Object.entries(varying).forEach(([key, value]) => response.headers.set(key, value));
  response.cookies.set(localeCookie.name, locale, {
    path: '/',
    maxAge: localeCookie.maxAge,
    sameSite: localeCookie.sameSite,
  });
  return response;
}

const cmsMediaOrigin = process.env.NEXT_PUBLIC_CMS_MEDIA_URL ?? '';

// The kept configuration is one object until a publish replaces it: its policy is built once, not per request.
let lastPolicy: { analytic: AnalyticConfig; policy: string } | undefined;
function policyFor(analytic: AnalyticConfig): string {
  if (lastPolicy?.analytic !== analytic) {
    lastPolicy = { analytic, policy: contentSecurityPolicy({ analytic, cmsMediaOrigin }) };
  }
  return lastPolicy.policy;
}

export default function proxy(request: NextRequest) {
  // An editor's preview (Next's draft mode, opened by /api/preview): the admin's preview pane frames it.
  const draft = isDraftCookie(request.cookies.get(draftCookieName)?.value);
  const response = route(request, draft);
  // Exactly the analytics origins the editors have turned on (a publish reloads them); `next dev`
  // needs eval and keeps next.config's development headers.
  if (process.env.NODE_ENV === 'production') {
    const { analytic } = websiteConfigNow();
    response.headers.set(
      'Content-Security-Policy',
      // Built per request: previews are few, and the admin's origin is the only one allowed to frame.
      draft
        ? contentSecurityPolicy({ analytic, cmsMediaOrigin, framedBy: adminOrigin() })
        : policyFor(analytic),
    );
  }
  return response;
}

function route(request: NextRequest, draft: boolean): Response {
  const { pathname } = request.nextUrl;
  if (pathname.length > maxPathLength || request.nextUrl.search.length > maxQueryLength) {
    return plain(414, 'URI Too Long');
  }
  try {
    decodeURIComponent(pathname);
  } catch {
    return plain(400, 'Bad Request: malformed percent-encoding in the path');
  }

  // Route rules, one redirect for all of them (SPEC 2.4 rules 1 to 4).
  const canonical = canonicalPath(pathname);
  const { locale, path, prefixed } = splitLocale(canonical ?? pathname);
  if ((placeholders.toHome as readonly string[]).includes(path)) {
    return redirect(request, localizedPath('/', {}, locale), 301);
  }
  if (canonical) return redirect(request, canonical, 301);

  // Editors' redirects (SPEC 2.4 rule 5), for any old URL, files included (`/old-page.html`): an absolute
  // target is an external redirect, which gets exactly the editor's URL (a visitor's query stays here).
  const rule = findRedirect(pathname);
  if (rule) {
    return rule.to.startsWith('/')
      ? NextResponse.redirect(redirectTarget(rule.to, request.nextUrl), rule.status)
      : NextResponse.redirect(rule.to, rule.status);
  }

  // Files (icons, robots.txt, sitemap.xml) are not pages.
  if (/\.[a-z0-9]+$/i.test(path)) return NextResponse.next();

  const fullPath = pathname + request.nextUrl.search;
  if ((placeholders.gone as readonly string[]).includes(path)) {
    return notFound(request, locale, `Page not found: ${fullPath}`);
  }
  const match = matchRoute(path);
  if (!match) return notFound(request, locale, `Page not found: ${fullPath}`);

  // The route's validate check (SPEC 2.4 rule 6): the slug must be a published entry. An editor's
  // preview also shows entries never published, which no index lists: the page reads the draft itself.
  const check = match.route.validate;
  if (check && !draft) {
    if (!mayExist(check.collection, match.params[check.param] ?? '')) {
      return notFound(request, locale, `Page Not Found: ${fullPath}`);
    }
  }

  if (path === '/' && !prefixed) return detectOnRoot(request);
  // Account and debug pages are nobody's business to keep, and an editor's preview shows drafts.
  const shareable = !draft && !match.route.noindex && !match.route.debug;
  // The events list with a filter set renders on request (the plain list stays prerendered); each such
  // URL is its own shared-cache entry, with the same limits as any query string at the edge.
  if (match.route.name === 'events' && hasEventFilters(request.nextUrl.searchParams)) {
    return serve(request, locale, '/events-filtered', shareable);
  }
  // The same for the blog list filtered to one tag (a tag link on a post).
  if (match.route.name === 'blog' && tagFromQuery(request.nextUrl.searchParams.get('tag') ?? undefined)) {
    return serve(request, locale, '/blog-filtered', shareable);
  }
  return serve(request, locale, localizedPath(match.route.path, match.params, defaultLocale), shareable);
}

export const config = {
  // Every path but Next's own files and the API routes (`/api` alone is a page path: a 404).
  matcher: ['/((?!_next/|api/).*)'],
};
