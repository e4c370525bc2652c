import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('CMS_PORT', env.int('PORT', 1337)),
  url: env('CMS_PUBLIC_URL', ''),
  // The web server calls Strapi on behalf of every visitor and forwards the visitor's address in
  // X-Forwarded-For, so the users-permissions rate limit counts each visitor. Koa would take that header
  // from anyone: the forwarded-trust middleware removes it from every request without the proxy secret.
  proxy: { koa: true, maxIpsCount: 1 },
  app: {
    keys: env.array('APP_KEYS')!,
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
  logger: {
    updates: { enabled: false },
    startup: { enabled: env.bool('CMS_STARTUP_BANNER', true) },
  },
});

export default config;
