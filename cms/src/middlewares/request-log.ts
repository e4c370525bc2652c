import type { Core } from '@strapi/strapi';

/** Query values that are secrets: mailed codes, a provider's tokens (the social sign-in callback). */
const secretParams = /([?&](?:confirmation|code|access_token|id_token|refresh_token|token)=)[^&]*/gi;

/** A URL fit for the log: the secrets in its query replaced. */
export const redactUrl = (url: string) => url.replace(secretParams, '$1[redacted]');

/**
 * Strapi's request log (`strapi::logger`: method, URL, time, status) without the secrets some account
 * URLs carry in their query, which would otherwise sit in every log they pass through.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: { method: string; url: string; status: number }, next: () => Promise<void>) => {
    const start = Date.now();
    await next();
    strapi.log.http(
      `${ctx.method} ${redactUrl(ctx.url)} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`,
    );
  };
