import { fetchRequestHandler } from '@trpc/server/adapters/fetch';

import { sharedCacheControl } from '@/lib/http/shared-cache-control';
import { answersAlike, appRouter } from '@/server/trpc/root';
import { createContext } from '@/server/trpc/init';
import { tooLarge } from '@/server/trpc/limits';

export const dynamic = 'force-dynamic';

function handler(req: Request) {
  const refusal = tooLarge(req);
  if (refusal) return refusal;
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req,
    router: appRouter,
    createContext: () => createContext({ req }),
    // Content reads are kept by shared caches like pages (before, every one went to a replica: README,
    // Benchmarks); nothing about a visitor is ever stored.
    responseMeta: ({ paths, type, errors }) => ({
      headers: {
        'Cache-Control':
          type === 'query' && errors.length === 0 && answersAlike(paths)
            ? sharedCacheControl
            : 'private, no-store',
      },
    }),
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        console.error(`tRPC ${path ?? '?'} failed:`, error.cause ?? error);
    },
  });
}

export { handler as GET, handler as POST };
