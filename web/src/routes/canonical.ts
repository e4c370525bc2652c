import { defaultLocale, isLocale } from '@/i18n/locales';

/** Language prefixes the site once had or others link to; stripped rather than 404 (SPEC 2.4 rule 3). */
const retiredLanguagePrefixes = new Set(['ar', 'hi', 'be']);

/** Paths whose trailing slash is left alone (SPEC 2.4 rule 1). */
const keepsTrailingSlash = (path: string) =>
  path === '/' || path.startsWith('/api/') || path.startsWith('/_next/image');

/**
 * A ticket's code is case-sensitive (base64url: `aB` and `ab` are two tickets), so the last segment of
 * `/account/tickets/{code}` keeps its case; everything before it is lower-cased as everywhere else.
 */
const caseSensitiveTail = /^((?:\/[A-Za-z-]+)?\/account\/tickets\/)([A-Za-z0-9_-]+)(\/*)$/i;

const lowerCase = (path: string) =>
  // Upper-case letters, but not the hex digits of a percent-escape (`%E6` stays as it is).
  path.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (match) => (match.startsWith('%') ? match : match.toLowerCase()));

/**
 * Applies the route rules of SPEC 2.4 in one pass and returns the canonical path, or null when the
 * path already is canonical. The result is always a same-origin path: no input yields `//host`.
 */
export function canonicalPath(pathname: string): string | null {
  const slashed = pathname
    // `//evil.example` and `/\evil.example` would leave the site once used in a Location header.
    .replace(/^[/\\]+/, '/')
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  const ticket = caseSensitiveTail.exec(slashed);
  const path = ticket ? lowerCase(ticket[1]!) + ticket[2]! + ticket[3]! : lowerCase(slashed);

  let segments = path.split('/').slice(1);
  if (retiredLanguagePrefixes.has(segments[0] ?? '')) segments = segments.slice(1);
  // `/en/...` is the unprefixed English page.
  if (segments[0] === defaultLocale) segments = segments.slice(1);
  // `/demos/x` and `/de/demos/x` are the demo pages `/x` and `/de/x`; `/demos` itself stays.
  const demosAt = isLocale(segments[0]) ? 1 : 0;
  if (segments[demosAt] === 'demos' && segments.slice(demosAt + 1).some(Boolean)) segments.splice(demosAt, 1);

  let canonical = `/${segments.join('/')}`;
  if (!keepsTrailingSlash(canonical)) canonical = canonical.replace(/\/+$/, '') || '/';
  return canonical === pathname ? null : canonical;
}
