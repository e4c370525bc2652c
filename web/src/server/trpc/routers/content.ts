import 'server-only';

import { TRPCError } from '@trpc/server';

import type { Locale } from '@/i18n/locales';
import { blogPosts } from '@/lib/cms/blog';
import { demos } from '@/lib/cms/demos';
import { events } from '@/lib/cms/events';
import { howToGuides } from '@/lib/cms/how-to';
import { hubs } from '@/lib/cms/hubs';
import type { SlugCollection } from '@/lib/cms/models';
import { mayExist } from '@/lib/cms/slug-index';

import { localeInput, slugInput } from '../inputs';
import { publicProcedure, router } from '../init';

type Readable<Summary, Detail> = {
  list(locale: Locale): Promise<Summary[]>;
  get(locale: Locale, slug: string): Promise<Detail | null>;
};

/** `list` and `bySlug` procedures for one localized collection. */
function contentRouter<Summary, Detail>(model: SlugCollection, collection: Readable<Summary, Detail>) {
  return router({
    list: publicProcedure.input(localeInput).query(({ input }) => collection.list(input.locale)),
    bySlug: publicProcedure.input(slugInput).query(async ({ input }) => {
      // A slug the index does not know is answered from memory, without a CMS call.
      const entry = mayExist(model, input.slug) ? await collection.get(input.locale, input.slug) : null;
      if (!entry) throw new TRPCError({ code: 'NOT_FOUND', message: `No entry with slug '${input.slug}'` });
      return entry;
    }),
  });
}

export const contentRouters = {
  blog: contentRouter('blog-post', blogPosts),
  howTo: contentRouter('how-to-guide', howToGuides),
  hubs: contentRouter('hub', hubs),
  events: contentRouter('event', events),
  demos: contentRouter('demo', demos),
};
