import 'server-only';

import { router } from './init';
import { contentRouters } from './routers/content';
import { siteRouter } from './routers/site';

export const appRouter = router({
  ...contentRouters,
  site: siteRouter,
});

export type AppRouter = typeof appRouter;
