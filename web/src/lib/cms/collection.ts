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
  /** An organizer's event: the language it was written in, where other languages fall back to. */
  sourceLocale?: string | null;
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
  /**
   * Entries carry `sourceLocale` (organizers' events): one missing in a locale falls back to the
   * version in that language rather than to English, which it may not have at all.
   */
  sourceLocales?: boolean;
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

  /** Entries written in another language than English or `locale` (organizers' events), in it. */
  async function sourceVersions<Item>(
    locale: Locale,
    query: QueryObject,
    schema: z.ZodType<Item>,
  ): Promise<Item[]> {
    if (!spec.sourceLocales) return [];
    const others = locales.filter((other) => other !== locale && other !== defaultLocale);
    const lists = await Promise.all(
      others.map((other) =>
        fetchList(
          other,
          { ...query, filters: { ...(query.filters as object | undefined), sourceLocale: { $eq: other } } },
          schema,
        ),
      ),
    );
    return lists.flat();
  }

  /** Each entry once: its own version, else the one in its source language, else the English one. */
  async function inLocaleOrFallback(locale: Locale, query: QueryObject): Promise<Raw[]> {
    const own = await fetchList(locale, query, spec.schema);
    if (locale === defaultLocale && !spec.sourceLocales) return own;
    const [english, sources] = await Promise.all([
      locale === defaultLocale ? Promise.resolve([]) : fetchList(defaultLocale, query, spec.schema),
      sourceVersions(locale, query, spec.schema),
    ]);
    const chosen = new Map<string, Raw>();
    for (const raw of [...own, ...sources, ...english]) if (!chosen.has(raw.slug)) chosen.set(raw.slug, raw);
    // In the order of the English list (the collection's sort), then the rest as they came.
    const order = new Map(english.map((raw, index) => [raw.slug, index]));
    return [...chosen.values()].sort(
      (a, b) => (order.get(a.slug) ?? Infinity) - (order.get(b.slug) ?? Infinity),
    );
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
      const raws = await inLocaleOrFallback(locale, listQuery);
      return raws.map((raw) => spec.toSummary(raw, baseOf(raw, locale)));
    },

    /** `null` when no published entry has this slug in the locale, its source language or English. */
    async get(locale: Locale, slug: string): Promise<Detail | null> {
      const own = (await fetchList(locale, detailQuery(slug), spec.schema))[0];
      const needsEnglish = locale !== defaultLocale && (!own || spec.fillFromEnglish);
      const english = needsEnglish
        ? (await fetchList(defaultLocale, detailQuery(slug), spec.schema))[0]
        : undefined;
      const source =
        !own && (!english || (english.sourceLocale && english.sourceLocale !== defaultLocale))
          ? (await sourceVersions(locale, detailQuery(slug), spec.schema))[0]
          : undefined;
      const availableLocales = (await availability()).get(slug) ?? [];
      const toDetail = (raw: Raw) =>
        spec.toDetail(raw, spec.toSummary(raw, { ...baseOf(raw, locale), availableLocales }));
      const raw = own ?? source ?? english;
      if (!raw) return null;
      if (!own && source) return toDetail(source);
      return own && english && spec.fillFromEnglish
        ? spec.fillFromEnglish(toDetail(own), toDetail(english))
        : toDetail(raw);
    },

    availability,

    /** Every published slug (an English version, or one in the entry's source language). */
    async slugs(): Promise<string[]> {
      const [english, sources] = await Promise.all([
        fetchList(defaultLocale, { fields: ['slug'] }, slugOnly),
        sourceVersions(defaultLocale, { fields: ['slug'] }, slugOnly),
      ]);
      return [...new Set([...english, ...sources].map((raw) => raw.slug))];
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
