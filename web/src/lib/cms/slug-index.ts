import 'server-only';

import { readFileSync } from 'node:fs';

import { z } from 'zod';

import { buildFile } from '@/lib/build/build-file';
import { env } from '@/env';
import { isLocale, type Locale, locales } from '@/i18n/locales';
import { matchRoute } from '@/routes/match';

import { cmsFetchAll } from './fetch-all';
import { memoized } from './memo';
import type { QueryObject } from './query';
import { cmsModels, type SlugCollection, slugCollections } from './models';
import { isValidSlug } from './slug';
import { memoNames } from './tags';

const slugRow = z.object({ slug: z.string() });

// An entry's English version, or for an organizer's event the one in its source language (the others
// fall back to it): their slugs are valid in every locale. Hidden events are in neither (the CMS leaves
// them out of every content-API read).
async function loadSlugs(collection: SlugCollection): Promise<Set<string>> {
  const read = (locale: Locale, filters?: QueryObject) =>
    cmsFetchAll(
      {
        path: cmsModels[collection].path,
        query: { locale, status: 'published', fields: ['slug'], ...(filters ? { filters } : {}) },
        retries: 0,
      },
      slugRow,
    );
  const sourced = collection === 'event' ? locales.filter((locale) => locale !== 'en') : [];
  const lists = await Promise.all([
    read('en'),
    ...sourced.map((locale) => read(locale, { sourceLocale: { $eq: locale } })),
  ]);
  return new Set(lists.flat().map((row) => row.slug));
}

const prerenderManifest = z.object({ routes: z.record(z.string(), z.unknown()) });
let prerendered: Map<SlugCollection, Set<string>> | undefined;

/**
 * The entries the build prerendered, by collection (from Next's own manifest, `/{locale}/events/x`), so
 * a server whose CMS is down from the start still knows its slugs. Empty under `next dev`.
 */
function prerenderedSlugs(collection: SlugCollection): Set<string> | undefined {
  if (!prerendered) {
    prerendered = new Map();
    try {
      const file = buildFile('prerender-manifest.json');
      const { routes } = prerenderManifest.parse(JSON.parse(readFileSync(file, 'utf8')));
      for (const key of Object.keys(routes)) {
        const [, locale, ...rest] = key.split('/');
        const match = isLocale(locale) ? matchRoute(`/${rest.join('/')}`) : null;
        const check = match?.route.validate;
        const slug = check && match.params[check.param];
        if (!check || !slug) continue;
        const slugs = prerendered.get(check.collection) ?? new Set<string>();
        prerendered.set(check.collection, slugs.add(slug));
      }
    } catch {
      // No build output (development): the index waits for the CMS.
    }
  }
  return prerendered.get(collection);
}

const indexes = Object.fromEntries(
  slugCollections.map((collection) => [
    collection,
    memoized(memoNames.slugs(collection), () => loadSlugs(collection), {
      everyMs: env.CMS_INDEX_REFRESH_SECONDS * 1000,
      seed: () => prerenderedSlugs(collection),
      codec: { encode: (slugs) => [...slugs], decode: (json) => new Set(z.array(z.string()).parse(json)) },
    }),
  ]),
) as Record<SlugCollection, ReturnType<typeof memoized<Set<string>>>>;

/**
 * The route validate step: does a published entry have this slug? Read from memory only (the CMS
 * webhook and a background round keep it current); `undefined` when neither the build nor the CMS has
 * said anything yet (the page then decides).
 */
export function slugExists(collection: SlugCollection, slug: string): boolean | undefined {
  return indexes[collection].current()?.has(slug);
}

/**
 * Whether a by-slug read (a page, an Open Graph image, a calendar file, a `bySlug` procedure) may ask
 * the CMS at all: a well-formed slug the index does not rule out. A made-up slug is answered 404 from
 * memory, so random slugs cost the CMS nothing.
 */
export function mayExist(collection: SlugCollection, slug: string): boolean {
  return isValidSlug(slug) && slugExists(collection, slug) !== false;
}
