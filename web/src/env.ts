import 'server-only';

import { createEnv } from '@t3-oss/env-core';
import { z } from 'zod';

/**
 * Server configuration, validated once at start-up so a typo fails loudly instead of at first use
 * (t3-env: an empty value counts as unset, so a blank line in a .env file takes the default).
 */
export const env = createEnv({
  server: {
    CMS_URL: z.url().default('http://localhost:1337'),
    // Where browsers reach the CMS: only the social sign-in start sends them there (Strapi's /connect).
    CMS_PUBLIC_URL: z.url().optional(),
    // The web server's own Strapi API token: lets it read drafts-free content and the redirect rules.
    CMS_API_TOKEN: z.string().min(1).optional(),
    // Proves to the CMS that this server is the proxy in front of it: only then does Strapi count the
    // visitor's address this server forwards, instead of this server's own.
    CMS_PROXY_SECRET: z.string().min(16).optional(),
    CMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    // Shared with the CMS webhook that calls /api/revalidate.
    REVALIDATE_SECRET: z.string().min(16).optional(),
    // Shared with the CMS admin's Preview button, which opens /api/preview with it.
    PREVIEW_SECRET: z.string().min(16).optional(),
    // Seconds a cached CMS read may live without a webhook, as a safety net for a missed one.
    CMS_CACHE_SECONDS: z.coerce.number().int().min(1).default(3600),
    // How often each server reloads the proxy's redirect rules and slug index in the background (a publish
    // reloads them at once on the server that gets the webhook).
    CMS_INDEX_REFRESH_SECONDS: z.coerce.number().int().min(1).default(30),
    // The production stack's shared store: Next's page and data cache, and the values kept in memory
    // (redirect rules, slug indexes, website configuration), shared by every replica. Unset: per process.
    REDIS_URL: z.url().optional(),
    // How long a shared cache (nginx, a CDN) may answer with its copy of a public page before it asks
    // again in the background: the time a publish takes to reach visitors through it.
    SHARED_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
    // SPEC 3: the auth token's cookie name comes from configuration.
    AUTH_COOKIE_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .default('strapi_jwt'),
    // The same setting the CMS reads: the cookie lives exactly as long as the access token it holds.
    CMS_ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(5).default(600),
    // Strapi's idle refresh-token lifespan (14 days); each refresh rotates the token and renews the cookie.
    AUTH_REFRESH_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(14 * 24 * 3600),
    // Sign-in attempts (and other account requests) one address may make a minute, before Strapi's own limit.
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  },
  runtimeEnv: process.env,
  emptyStringAsUndefined: true,
});
