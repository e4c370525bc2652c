import type { MetadataRoute } from 'next';

import { siteUrl } from '@/config/site';
import { defaultLocale, type Locale, languageTag, locales } from '@/i18n/locales';
import { blogPosts } from '@/lib/cms/blog';
import { demos } from '@/lib/cms/demos';
import { events } from '@/lib/cms/events';
import { howToGuides } from '@/lib/cms/how-to';
import { hubs } from '@/lib/cms/hubs';
import { localizedPath } from '@/routes/match';
import { type RouteName, routes } from '@/routes/table';

// Re-generated with the pages (the CMS reads are cached and tagged), at most hourly.
export const revalidate = 3600;

function entry(path: string, params: Record<string, string> = {}): MetadataRoute.Sitemap {
  const url = (locale: Locale) => `${siteUrl}${localizedPath(path, params, locale)}`;
  const languages = Object.fromEntries(locales.map((locale) => [languageTag(locale), url(locale)]));
  return locales.map((locale) => ({
    url: url(locale),
    alternates: { languages: { ...languages, 'x-default': url(defaultLocale) } },
  }));
}

const slugSources: Partial<Record<RouteName, { param: string; slugs: () => Promise<string[]> }>> = {
  'blog-blog_slug': { param: 'blog_slug', slugs: () => blogPosts.slugs() },
  'how-to-slug': { param: 'slug', slugs: () => howToGuides.slugs() },
  'hubs-hub_slug': { param: 'hub_slug', slugs: () => hubs.slugs() },
  'events-event_slug': { param: 'event_slug', slugs: () => events.slugs() },
  'demos-slug': { param: 'slug', slugs: () => demos.slugs() },
};

/** Every page in every locale, with hreflang alternates; CMS entries included, debug pages left out. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = routes.filter((route) => !('debug' in route && route.debug));
  const lists = await Promise.all(
    pages.map(async (route) => {
      if (!route.path.includes(':')) return entry(route.path);
      const source = slugSources[route.name];
      if (!source) return [];
      const slugs = await source.slugs();
      return slugs.flatMap((slug) => entry(route.path, { [source.param]: slug }));
    }),
  );
  return lists.flat();
}
