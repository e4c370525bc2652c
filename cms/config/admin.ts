import type { Core } from '@strapi/strapi';

const previewable = [
  'api::page.page',
  'api::blog-post.blog-post',
  'api::how-to-guide.how-to-guide',
  'api::hub.hub',
  'api::event.event',
  'api::demo.demo',
];

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET')!,
  },
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
  // Strapi's Preview button: the site's /api/preview turns on draft mode and opens the document's page.
  preview: {
    enabled: Boolean(env('PREVIEW_SECRET') && env('WEB_URL')),
    config: {
      allowedOrigins: env('WEB_URL') ? [new URL(env('WEB_URL')!).origin] : [],
      handler(uid: string, { documentId, locale }: { documentId: string; locale?: string }) {
        // Only content with a page of its own (not the website configuration or redirect rules).
        if (!previewable.includes(uid)) return null;
        const url = new URL('/api/preview', env('WEB_URL'));
        url.search = new URLSearchParams({
          secret: env('PREVIEW_SECRET')!,
          type: uid,
          documentId,
          locale: locale ?? 'en',
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
