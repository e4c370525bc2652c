import 'server-only';

import { router } from './init';
import { accountRouter } from './routers/account';
import { authRouter } from './routers/auth';
import { contentRouters } from './routers/content';
import { demoRouter } from './routers/demo';
import { organizerRouter } from './routers/organizer';
import { passkeysRouter } from './routers/passkeys';
import { siteRouter } from './routers/site';
import { ticketsRouter } from './routers/tickets';

export const appRouter = router({
  ...contentRouters,
  auth: authRouter,
  account: accountRouter,
  site: siteRouter,
  tickets: ticketsRouter,
  // Private: every answer is about the visitor's own events (never in `publicRouters`).
  organizer: organizerRouter,
  // Private: each visitor's own demo sandbox (its cookie), never cached.
  demo: demoRouter,
  passkeys: passkeysRouter,
});

export type AppRouter = typeof appRouter;

// Published content and the website configuration answer the same to every visitor.
const publicRouters = new Set<string>([...Object.keys(contentRouters), 'site']);

/** Whether an answer to these procedures may be kept by shared caches (nginx, a CDN). */
export function answersAlike(paths: readonly string[] | undefined): boolean {
  return !!paths?.length && paths.every((path) => publicRouters.has(path.split('.')[0] ?? ''));
}
