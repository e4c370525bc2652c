import type { Core } from '@strapi/strapi';

const allowedMediaTypes = ['image/*', 'video/*', 'audio/*', 'application/pdf', 'text/plain', 'text/csv'];

const deniedTypes = [
  'image/svg+xml',
  'application/vnd.microsoft.portable-executable',
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-executable',
  'application/x-dosexec',
  'application/x-sh',
  'text/x-shellscript',
  'application/x-mach-binary',
];

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtManagement: 'refresh',
      sessions: {
        // Strapi answers the refresh token in the body; the site keeps both tokens in its own httpOnly
        // cookies (the browser never talks to Strapi), so Strapi sets no cookie of its own.
        httpOnly: false,
        accessTokenLifespan: env.int('CMS_ACCESS_TOKEN_SECONDS', 600),
      },
      ratelimit: { interval: 60000, max: env.int('CMS_AUTH_RATE_LIMIT', 10) },
    },
  },
  email: {
    config: {
      // Outside production mail is written to the log (belong-email-log), so a reset-password link can
      // be read back; `npm start` sets EMAIL_PROVIDER to it for local runs. Operators set a real one.
      provider: env('EMAIL_PROVIDER', env('NODE_ENV') === 'production' ? 'sendmail' : 'belong-email-log'),
      providerOptions: {},
      settings: {
        defaultFrom: env('EMAIL_FROM', 'no-reply@belong.local'),
        defaultReplyTo: env('EMAIL_REPLY_TO', 'support@belong.local'),
      },
    },
  },
  upload: {
    config: {
      security: {
        allowedTypes: allowedMediaTypes,
        deniedTypes,
      },
    },
  },
});

export default config;
