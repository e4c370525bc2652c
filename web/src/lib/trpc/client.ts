import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';

import type { AppRouter } from '@/server/trpc/root';

/** The typed client of `/api/trpc` (batched GET for queries, POST for mutations). */
export function createSiteClient(baseUrl = '') {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${baseUrl}/api/trpc`, transformer: superjson, maxItems: 20 })],
  });
}

export { isSiteClientError, type SiteClientError } from './errors';
