import 'server-only';

import { z } from 'zod';

import { defaultLocale, isLocale, type Locale, locales } from '@/i18n/locales';

import { cmsFetch } from './client';
import { readMode } from './draft';
import type { QueryObject } from './query';
import type { rawMedia } from './schemas';
import { listOf } from './schemas';
import { cmsModels, type SlugCollection } from './models';
import { cacheTags } from './tags';
import type { EntryBase, Media } from './types';

type RawBase = {
  slug: string;
  locale?: string | null;
  localizations?: { locale: string }[] | null;
  cover?: z.output<typeof rawMedia>;
};

type CollectionSpec<Raw extends RawBase, Summary, Detail> = {
  model: SlugCollection;
  schema: z.ZodType<Raw>;
  /** Fields a list needs (long texts left out to keep cached list answers small). */
  listFields: string[];
  /** Relations and components to populate. */
  populate?: QueryObject;
  /** What only the detail page shows, populated on top of `populate` (repeatable components and the like). */
  detailPopulate?: QueryObject;
  sort: string[];
  toSummary: (raw: Raw, base: EntryBase) => Summary;
  /** Adds the detail-only fields to an entry's summary. */
  toDetail: (raw: Raw, summary: Summary) => Detail;
  /** Fills long texts a translation left empty from the English version (seeded copy is English). */
  fillFromEnglish?: (translated: Detail, english: Detail) => Detail;
  /**
   * The long text whose translation makes an entry count as translated: a locale where it is empty
   * shows the English text and is left out of hreflang alternates and the sitemap.
   */
  longText?: string;
};

const slugOnly = z.object({ slug: z.string() });

// Strapi's maxLimit (cms/config/api.ts); lists longer than this get paginated views in a later issue.
const pageSize = 100;

export function toMedia(raw: z.output<typeof rawMedia>): Media | null {
  if (!raw) return null;
  return {
    url: raw.url,
    alt: raw.alternativeText ?? '',
    width: raw.width ?? null,
    height: raw.height ?? null,
  };
}

function baseOf(raw: RawBase, requested: Locale): EntryBase {
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  const others = (raw.localizations ?? []).map((entry) => entry.locale).filter(isLocale);
  return {
    slug: raw.slug,
    locale,
    isFallback: locale !== requested,
    availableLocales: [...new Set([locale, ...others])].sort(),
    cover: toMedia(raw.cover),
  };
}

/**
 * Reads one localized collection: lists and details in a locale, falling back to the English text
 * (marked `isFallback`) where a translation is missing. Every read is cached and tagged.
 */
export function localizedCollection<Raw extends RawBase, Summary, Detail>(
  spec: CollectionSpec<Raw, Summary, Detail>,
) {
  const tagsFor = (locale: Locale) => [
    cacheTags.all,
    cacheTags.collection(spec.model),
    cacheTags.collectionLocale(spec.model, locale),
  ];

  async function fetchList<Item>(
    locale: Locale,
    query: QueryObject,
    schema: z.ZodType<Item>,
  ): Promise<Item[]> {
    const { status, tags } = await readMode(tagsFor(locale));
    const answer = await cmsFetch(
      {
        path: cmsModels[spec.model].path,
        query: { locale, status, sort: spec.sort, pagination: { pageSize }, ...query },
        tags,
      },
      listOf(schema),
    );
    return answer.data;
  }

  async function inLocaleOrEnglish(locale: Locale, query: QueryObject): Promise<Raw[]> {
    const own = await fetchList(locale, query, spec.schema);
    if (locale === defaultLocale) return own;
    const english = await fetchList(defaultLocale, query, spec.schema);
    const translated = new Map(own.map((raw) => [raw.slug, raw]));
    const merged = english.map((raw) => translated.get(raw.slug) ?? raw);
    const englishSlugs = new Set(english.map((raw) => raw.slug));
    return [...merged, ...own.filter((raw) => !englishSlugs.has(raw.slug))];
  }

  /** Slug → the locales the entry is really translated into (its long text too, where it has one). */
  async function availability(): Promise<Map<string, Locale[]>> {
    const filters = spec.longText ? { [spec.longText]: { $notNull: true, $ne: '' } } : undefined;
    const perLocale = await Promise.all(
      locales.map(async (locale) => {
        const raws = await fetchList(locale, { fields: ['slug'], filters }, slugOnly);
        return raws.map((raw) => [raw.slug, locale] as const);
      }),
    );
    return groupLocales(perLocale.flat());
  }

  const listQuery: QueryObject = { fields: ['slug', 'locale', ...spec.listFields], populate: spec.populate };
  const detailQuery = (slug: string): QueryObject => ({
    filters: { slug: { $eq: slug } },
    populate: { ...spec.populate, ...spec.detailPopulate },
    pagination: { pageSize: 1 },
  });

  return {
    async list(locale: Locale): Promise<Summary[]> {
      const raws = await inLocaleOrEnglish(locale, listQuery);
      return raws.map((raw) => spec.toSummary(raw, baseOf(raw, locale)));
    },

    /** `null` when no published entry has this slug in the locale or in English. */
    async get(locale: Locale, slug: string): Promise<Detail | null> {
      const own = (await fetchList(locale, detailQuery(slug), spec.schema))[0];
      const needsEnglish = locale !== defaultLocale && (!own || spec.fillFromEnglish);
      const english = needsEnglish
        ? (await fetchList(defaultLocale, detailQuery(slug), spec.schema))[0]
        : undefined;
      const availableLocales = (await availability()).get(slug) ?? [];
      const toDetail = (raw: Raw) =>
        spec.toDetail(raw, spec.toSummary(raw, { ...baseOf(raw, locale), availableLocales }));
      const raw = own ?? english;
      if (!raw) return null;
      return own && english && spec.fillFromEnglish
        ? spec.fillFromEnglish(toDetail(own), toDetail(english))
        : toDetail(raw);
    },

    availability,

    /** Every published slug (all entries have an English version or one in another locale). */
    async slugs(): Promise<string[]> {
      const raws = await fetchList(defaultLocale, { fields: ['slug'] }, slugOnly);
      return raws.map((raw) => raw.slug);
    },
  };
}

/** (slug or key, locale) pairs → each slug or key with the locales it is written in. */
export function groupLocales(pairs: (readonly [string, Locale])[]): Map<string, Locale[]> {
  const result = new Map<string, Locale[]>();
  for (const [name, locale] of pairs) result.set(name, [...(result.get(name) ?? []), locale]);
  return result;
}

/** The `fillFromEnglish` every collection with a long text uses. */
export function englishBodyWhenMissing<Detail extends { body: string; bodyLocale: Locale }>(
  translated: Detail,
  english: Detail,
): Detail {
  return translated.body.trim()
    ? translated
    : { ...translated, body: english.body, bodyLocale: english.bodyLocale };
}
