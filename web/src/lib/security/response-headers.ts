// Relative, not '@/': next.config imports this file, and its loader knows no path aliases.
import { locales } from '../../i18n/locales';

export const permissionsPolicy = (camera: '()' | '(self)') =>
  `camera=${camera}, microphone=(), geolocation=()`;

// The door's check-in page alone may use the camera (its scanner), in every language. A document's
// policy is fixed when it loads: a client-side navigation to the page keeps the policy it started in.
const cameraPages = `/:locale(${locales.filter((code) => code !== 'en').join('|')})?/account/events/:id/check-in`;

type HeaderRule = {
  source: string;
  headers: { key: string; value: string }[];
  missing?: { type: 'cookie'; key: string }[];
};

// Next's draft-mode cookie (lib/preview/draft-cookie.ts names it for the proxy; this file is loaded by
// next.config, which cannot import server-only modules).
const draftCookie = '__prerender_bypass';

// Answers the preview route itself writes its framing headers on: Next never replaces a header a rule
// set with the route's own, so the rules leave these out.
const everywhereButPreview = '/((?!api/preview$).*)';

/**
 * next.config's `headers()`: what every response says, then the camera pages' policy (a later rule's
 * header replaces an earlier one's). The production server and nginx pass the site's headers on.
 */
export function headerRules(contentSecurityPolicy: string | null): HeaderRule[] {
  return [
    {
      source: '/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
        { key: 'Permissions-Policy', value: permissionsPolicy('()') },
        // Browsers honour it over HTTPS only (the CDN's side); harmless on a local http run.
        { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
      ],
    },
    ...(contentSecurityPolicy
      ? [
          {
            source: everywhereButPreview,
            headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy }],
          },
        ]
      : []),
    // No page may be framed, except an editor's preview in the CMS admin: with the draft-mode cookie the
    // proxy's policy names the admin's origin in `frame-ancestors` (only for the build's real cookie; a
    // made-up one keeps `'none'`), and X-Frame-Options, which cannot name an origin, is left out.
    {
      source: everywhereButPreview,
      missing: [{ type: 'cookie', key: draftCookie }],
      headers: [{ key: 'X-Frame-Options', value: 'DENY' }],
    },
    { source: cameraPages, headers: [{ key: 'Permissions-Policy', value: permissionsPolicy('(self)') }] },
  ];
}
