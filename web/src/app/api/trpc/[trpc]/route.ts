import { fetchRequestHandler } from '@trpc/server/adapters/fetch';

import { appRouter } from '@/server/trpc/root';
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
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        console.error(`tRPC ${path ?? '?'} failed:`, error.cause ?? error);
    },
  });
}

export { handler as GET, handler as POST };
