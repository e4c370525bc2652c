import 'server-only';

import { env } from '@/env';

/**
 * Public answers, for shared caches (nginx, a CDN): keep a copy briefly, then answer with it while asking
 * again in the background, and while the site fails. Next's own header would say an hour (the CMS reads'
 * lifetime), which would hide a publish for that long from any cache that does not hear of it.
 */
export const sharedCacheControl = [
  'public',
  'max-age=0',
  `s-maxage=${env.SHARED_CACHE_SECONDS}`,
  'stale-while-revalidate=86400',
  'stale-if-error=86400',
].join(', ');
