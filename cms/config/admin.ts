import type { Core } from '@strapi/strapi';

import { previewLinkSeconds, previewSignature } from '../src/preview/signed-link';

/**
 * A document has a page on the site when its content type has the field the site addresses it by: a
 * page's `key`, a collection entry's `slug` (the site's preview-target.ts reads the same two). The
 * website configuration and redirect rules have neither, so they get no Preview button.
 */
function hasPage(uid: string): boolean {
  const attributes = strapi.contentType(uid as Parameters<typeof strapi.contentType>[0])?.attributes ?? {};
  return 'key' in attributes || 'slug' in attributes;
}

/** Where visitors (and editors) open the site: SITE_URL, else the address the webhook uses. */
const siteUrl = (env: Core.Config.Shared.ConfigParams['env']) => env('SITE_URL') || env('WEB_URL');

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET')!,
  },
  // Strapi's own limit on admin sign-ins (5 per address, account and 5 minutes). The test stack turns it
  // off: its admin browser tests sign the one test admin in more often than that, all from loopback.
  rateLimit: { enabled: env.bool('CMS_ADMIN_LOGIN_LIMIT', true) },
  apiToken: {
    salt: env('API_TOKEN_SALT')!,
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT')!,
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY')!,
  },
  // Strapi's Preview button: the site's /api/preview checks the link's signature, turns on draft mode and
  // opens the document's page. The pane frames the site at its public address (the origin the admin's
  // own policy lets it frame); the site lets only this admin's origin frame it, in draft mode only.
  preview: {
    enabled: Boolean(env('PREVIEW_SECRET') && siteUrl(env)),
    config: {
      allowedOrigins: siteUrl(env) ? [new URL(siteUrl(env)!).origin] : [],
      handler(uid: string, { documentId, locale }: { documentId: string; locale?: string }) {
        if (!hasPage(uid)) return null;
        const url = new URL('/api/preview', siteUrl(env));
        const link = {
          type: uid,
          documentId,
          locale: locale ?? 'en',
          expires: Math.floor(Date.now() / 1000) + previewLinkSeconds,
        };
        url.search = new URLSearchParams({
          ...link,
          expires: String(link.expires),
          signature: previewSignature(env('PREVIEW_SECRET')!, link),
        }).toString();
        return url.toString();
      },
    },
  },
  flags: {
    nps: false,
    promoteEE: false,
    docLinks: env.bool('FLAG_DOC_LINKS', true),
  },
});

export default config;
