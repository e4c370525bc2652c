import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/** The header by which the site's servers and nginx prove they are the proxy in front of Strapi. */
const secretHeader = 'x-proxy-secret';
const forwarded = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'forwarded'];

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Koa trusts `X-Forwarded-For` from anyone (`proxy: true`), and Strapi's sign-in limit counts by it, so a
 * visitor who names a new address on every try is never limited. Only a request carrying the proxy
 * secret (`CMS_PROXY_SECRET`: the web servers, and nginx on the paths it passes to Strapi) keeps its
 * forwarded headers; from anyone else they are removed and the socket's address counts. First in the
 * chain, before anything reads `ctx.request.ip`.
 */
export default ({ secret }: { secret?: string }) => {
  const expected = secret ? digest(secret) : undefined;
  return async (ctx: { req: { headers: IncomingHttpHeaders } }, next: () => Promise<void>) => {
    const { headers } = ctx.req;
    const presented = headers[secretHeader];
    delete headers[secretHeader];
    const trusted =
      expected !== undefined && typeof presented === 'string' && timingSafeEqual(digest(presented), expected);
    if (!trusted) for (const name of forwarded) delete headers[name];
    await next();
  };
};
