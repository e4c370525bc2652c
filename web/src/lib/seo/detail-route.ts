import 'server-only';

import type { Metadata } from 'next';
import { cache } from 'react';

import { asLocale, type Locale } from '@/i18n/locales';
import { isValidSlug } from '@/lib/cms/slug';
import type { EntryBase } from '@/lib/cms/types';
import type { RouteName } from '@/routes/table';

import { routeMetadata } from './metadata';

type Collection<Detail> = {
  get(locale: Locale, slug: string): Promise<Detail | null>;
  slugs(): Promise<string[]>;
};

type Params = Promise<Record<string, string>>;

/**
 * What every CMS detail page shares: one cached read for metadata and page, the prerendered slugs,
 * and metadata with hreflang only for the locales the entry is really translated into.
 */
export function detailRoute<Detail extends EntryBase>(options: {
  collection: Collection<Detail>;
  name: RouteName;
  param: string;
  describe: (entry: Detail) => { title: string; description: string; openGraph?: Metadata['openGraph'] };
}) {
  const load = cache(async (locale: Locale, slug: string) =>
    isValidSlug(slug) ? options.collection.get(locale, slug) : null,
  );

  return {
    /** The entry for a page's params; null when it does not exist (the proxy 404s those first). */
    entry: async (params: Params): Promise<{ locale: Locale; entry: Detail | null }> => {
      const values = await params;
      const locale = asLocale(values.locale ?? '');
      return { locale, entry: await load(locale, values[options.param] ?? '') };
    },

    generateStaticParams: async () => {
      const slugs = await options.collection.slugs();
      return slugs.map((slug) => ({ [options.param]: slug }));
    },

    generateMetadata: async ({ params }: { params: Params }): Promise<Metadata> => {
      const values = await params;
      const locale = asLocale(values.locale ?? '');
      const slug = values[options.param] ?? '';
      const entry = await load(locale, slug);
      if (!entry) return { robots: { index: false } };
      return routeMetadata({
        locale,
        name: options.name,
        params: { [options.param]: slug },
        availableLocales: entry.availableLocales,
        ...options.describe(entry),
      });
    },
  };
}
