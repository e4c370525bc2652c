import 'server-only';

/**
 * The visitor's address, which the production server wrote into `X-Forwarded-For` from the socket and
 * the proxies it trusts (`web/server/client-address.mjs`, `TRUSTED_PROXIES`): one entry, never the
 * visitor's own claim. Strapi's rate limit and the site's own count by it. (`next dev` has no such step.)
 */
export function clientIp(headers: Headers): string | undefined {
  const forwarded = headers.get('x-forwarded-for');
  return forwarded?.split(',').at(-1)?.trim() || undefined;
}

/**
 * Cookies get `Secure` when the visitor's connection is https: directly, or at a trusted proxy (the
 * production server removes a scheme any other sender claims).
 */
export function isHttps(request: Request): boolean {
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (proto ?? new URL(request.url).protocol.replace(':', '')) === 'https';
}

/**
 * A state-changing request must come from the site's own pages: the browser's `Origin` names the page's
 * origin, which must be the one the request was sent to. Without `Origin`, `Sec-Fetch-Site` decides.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin) {
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  const site = request.headers.get('sec-fetch-site');
  return site === null || site === 'same-origin';
}
