import 'server-only';

import { getWebsiteConfig } from '@/lib/cms/website-config';

import { publicProcedure, router } from '../init';

export const siteRouter = router({
  config: publicProcedure.query(async () => (await getWebsiteConfig()).config),
});
