import 'server-only';

import { z } from 'zod';

import { defaultLocale, isLocale, type Locale, locales } from '@/i18n/locales';

import { cmsFetch } from './client';
import { groupLocales, toMedia } from './collection';
import { readMode } from './draft';
import { cmsModels } from './models';
import { listOf, rawPage } from './schemas';
import { reshapeSections, withSiteName } from './sections';
import { cacheTags } from './tags';
import { currentSiteName } from './website-config';
import type { Page } from './types';

async function fetchPage(locale: Locale, key: string) {
  const { status, tags } = await readMode([
    cacheTags.all,
    cacheTags.collection('page'),
    cacheTags.collectionLocale('page', locale),
  ]);
  const answer = await cmsFetch(
    {
      path: cmsModels.page.path,
      // The CMS populates `sections` itself (cms/src/middlewares/sections-populate.ts).
      query: {
        locale,
        status,
        filters: { key: { $eq: key } },
        populate: { ogImage: true, localizations: { fields: ['locale'] } },
        pagination: { pageSize: 1 },
      },
      tags,
    },
    listOf(rawPage),
  );
  return answer.data[0];
}

/**
 * The CMS page of a fixed route (key = the route's page key) in a locale; the English page, marked
 * `isFallback`, when the locale has none; `null` when the CMS has no such page at all.
 */
export async function getPage(locale: Locale, key: string): Promise<Page | null> {
  const own = await fetchPage(locale, key);
  const raw = own ?? (locale === defaultLocale ? undefined : await fetchPage(defaultLocale, key));
  if (!raw) return null;
  const pageLocale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  const siteName = await currentSiteName();
  const others = (raw.localizations ?? []).map((entry) => entry.locale).filter(isLocale);
  return {
    key: raw.key,
    locale: pageLocale,
    isFallback: pageLocale !== locale,
    availableLocales: [...new Set([pageLocale, ...others])].sort(),
    title: withSiteName(raw.title, siteName),
    description: withSiteName(raw.description ?? '', siteName),
    ogImage: toMedia(raw.ogImage),
    sections: withSiteName(reshapeSections(raw.sections), siteName),
  };
}

const keyOnly = z.object({ key: z.string() });

/** Page key → the locales the page is written in (the sitemap lists only those). */
export async function pageAvailability(): Promise<Map<string, Locale[]>> {
  const perLocale = await Promise.all(
    locales.map(async (locale) => {
      const answer = await cmsFetch(
        {
          path: cmsModels.page.path,
          query: { locale, status: 'published', fields: ['key'], pagination: { pageSize: 100 } },
          tags: [cacheTags.all, cacheTags.collection('page'), cacheTags.collectionLocale('page', locale)],
        },
        listOf(keyOnly),
      );
      return answer.data.map((page) => [page.key, locale] as const);
    }),
  );
  return groupLocales(perLocale.flat());
}
