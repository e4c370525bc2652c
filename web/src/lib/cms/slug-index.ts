import 'server-only';

import { z } from 'zod';

import type { SlugCollection } from '@/routes/table';

import { cmsFetchAll } from './fetch-all';
import { memoized } from './memo';
import { memoNames } from './tags';

const paths: Record<SlugCollection, `/${string}`> = {
  'blog-post': '/blog-posts',
  'how-to-guide': '/how-to-guides',
  hub: '/hubs',
  event: '/events',
  demo: '/demos',
};

const slugRow = z.object({ slug: z.string() });

// Every entry has an English version (pages fall back to it), so English slugs are valid everywhere.
async function loadSlugs(collection: SlugCollection): Promise<Set<string>> {
  const rows = await cmsFetchAll(
    {
      path: paths[collection],
      query: { locale: 'en', status: 'published', fields: ['slug'] },
      // On the request path of every page: fail fast, the stale index stays in use.
      retries: 0,
      timeoutMs: 1500,
    },
    slugRow,
  );
  return new Set(rows.map((row) => row.slug));
}

const indexes = Object.fromEntries(
  Object.keys(paths).map((collection) => [
    collection,
    memoized(
      memoNames.slugs(collection as SlugCollection),
      () => loadSlugs(collection as SlugCollection),
      30_000,
    ),
  ]),
) as Record<SlugCollection, ReturnType<typeof memoized<Set<string>>>>;

/**
 * The route validate step: does a published entry have this slug? `undefined` when the CMS has never
 * answered (the page then decides). An unknown slug reloads the index at most every 5 s, so an entry
 * published a moment ago is found at once while garbage URLs cannot flood the CMS.
 */
export async function slugExists(collection: SlugCollection, slug: string): Promise<boolean | undefined> {
  const index = indexes[collection];
  const slugs = await index.get();
  if (slugs?.has(slug)) return true;
  const fresh = await index.refresh(5_000);
  return fresh ? fresh.has(slug) : undefined;
}
