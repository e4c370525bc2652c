// Relative, not '@/': next.config imports this file, and its loader knows no path aliases.
import { locales } from '../../i18n/locales';

export const permissionsPolicy = (camera: '()' | '(self)') =>
  `camera=${camera}, microphone=(), geolocation=()`;

// The door's check-in page alone may use the camera (its scanner), in every language. A document's
// policy is fixed when it loads: a client-side navigation to the page keeps the policy it started in.
const cameraPages = `/:locale(${locales.filter((code) => code !== 'en').join('|')})?/account/events/:id/check-in`;

type HeaderRule = { source: string; headers: { key: string; value: string }[] };

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
        { key: 'X-Frame-Options', value: 'DENY' },
        { key: 'Permissions-Policy', value: permissionsPolicy('()') },
        // Browsers honour it over HTTPS only (the CDN's side); harmless on a local http run.
        { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
        ...(contentSecurityPolicy ? [{ key: 'Content-Security-Policy', value: contentSecurityPolicy }] : []),
      ],
    },
    { source: cameraPages, headers: [{ key: 'Permissions-Policy', value: permissionsPolicy('(self)') }] },
  ];
}
