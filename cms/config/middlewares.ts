import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  // Forwarded headers count only from the site's servers and nginx (src/middlewares/forwarded-trust.ts).
  { name: 'global::forwarded-trust', config: { secret: env('CMS_PROXY_SECRET') } },
  // Strapi's request log with the secrets in account URLs' queries redacted (src/middlewares/request-log.ts).
  'global::request-log',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  // SPEC 7's parsing limits for nested-bracket queries (the site serialises within them).
  { name: 'strapi::query', config: { depth: 5, arrayLimit: 20, parameterLimit: 1000 } },
  { name: 'strapi::body', config: { jsonLimit: '1mb', formLimit: '1mb', textLimit: '1mb' } },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
