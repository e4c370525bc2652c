import type { TRPCClientError } from '@trpc/client';

import type { AppRouter } from '@/server/trpc/root';

/** A failed call: `.data.code` is the tRPC code name, `.shape.code` the spec's numeric code. */
export type SiteClientError = TRPCClientError<AppRouter>;

/**
 * Whether a call failed with the server's answer, told without loading the tRPC client (islands load it
 * when they first call): the client's error class names itself.
 */
export function isSiteClientError(error: unknown): error is SiteClientError {
  return error instanceof Error && error.name === 'TRPCClientError';
}
