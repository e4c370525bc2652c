import 'server-only';

import { router } from './init';
import { accountRouter } from './routers/account';
import { authRouter } from './routers/auth';
import { contentRouters } from './routers/content';
import { siteRouter } from './routers/site';

export const appRouter = router({
  ...contentRouters,
  auth: authRouter,
  account: accountRouter,
  site: siteRouter,
});

export type AppRouter = typeof appRouter;
