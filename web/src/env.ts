import 'server-only';

import { z } from 'zod';

/** Server configuration, validated once at start-up so a typo fails loudly instead of at first use. */
const schema = z.object({
  CMS_URL: z.url().default('http://localhost:1337'),
  // The web server's own Strapi API token: lets it read drafts-free content and the redirect rules.
  CMS_API_TOKEN: z.string().min(1).optional(),
  CMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  // Shared with the CMS webhook that calls /api/revalidate.
  REVALIDATE_SECRET: z.string().min(16).optional(),
  // Shared with the CMS admin's Preview button, which opens /api/preview with it.
  PREVIEW_SECRET: z.string().min(16).optional(),
  // Seconds a cached CMS read may live without a webhook, as a safety net for a missed one.
  CMS_CACHE_SECONDS: z.coerce.number().int().min(1).default(3600),
});

const parsed = schema.safeParse(process.env);

if (!parsed.success) {
  throw new Error(`Invalid server environment:\n${z.prettifyError(parsed.error)}`);
}

export const env = parsed.data;
