import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';

import type { AppRouter } from '@/server/trpc/root';

/** The typed client of `/api/trpc` (batched GET for queries, POST for mutations). */
export function createSiteClient(baseUrl = '') {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${baseUrl}/api/trpc`, transformer: superjson, maxItems: 20 })],
  });
}

/** A failed call: `.data.code` is the tRPC code name, `.shape.code` the spec's numeric code. */
export type SiteClientError = TRPCClientError<AppRouter>;

export function isSiteClientError(error: unknown): error is SiteClientError {
  return error instanceof TRPCClientError;
}
