import type { MetadataRoute } from 'next';

import { siteUrl } from '@/config/site';
import { defaultLocale, type Locale, languageTag, locales } from '@/i18n/locales';
import { blogPosts } from '@/lib/cms/blog';
import { demos } from '@/lib/cms/demos';
import { events } from '@/lib/cms/events';
import { howToGuides } from '@/lib/cms/how-to';
import { hubs } from '@/lib/cms/hubs';
import { pageAvailability } from '@/lib/cms/pages';
import { localizedPath } from '@/routes/match';
import { cmsPageKey, type PageRouteName, pageRoutes } from '@/routes/pages';
import { type RouteName, routes } from '@/routes/table';

// Re-generated with the pages (the CMS reads are cached and tagged), at most hourly.
export const revalidate = 3600;

/** A page in the locales it really exists in, each listing the others as alternates. */
function entry(
  path: string,
  params: Record<string, string> = {},
  available: readonly Locale[] = locales,
): MetadataRoute.Sitemap {
  const url = (locale: Locale) => `${siteUrl}${localizedPath(path, params, locale)}`;
  const languages: Record<string, string> = Object.fromEntries(
    available.map((locale) => [languageTag(locale), url(locale)]),
  );
  if (available.includes(defaultLocale)) languages['x-default'] = url(defaultLocale);
  return available.map((locale) => ({ url: url(locale), alternates: { languages } }));
}

type Availability = () => Promise<Map<string, Locale[]>>;

// An entry whose text is not translated into a locale is shown there in English: not listed for it.
const slugSources: Partial<Record<RouteName, { param: string; availability: Availability }>> = {
  'blog-blog_slug': { param: 'blog_slug', availability: () => blogPosts.availability() },
  'how-to-slug': { param: 'slug', availability: () => howToGuides.availability() },
  'hubs-hub_slug': { param: 'hub_slug', availability: () => hubs.availability() },
  'events-event_slug': { param: 'event_slug', availability: () => events.availability() },
  'demos-slug': { param: 'slug', availability: () => demos.availability() },
};

/** Every page in every locale, with hreflang alternates; CMS entries included, debug pages left out. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await pageAvailability();
  const listed = routes.filter(
    (route) => !('debug' in route && route.debug) && !('noindex' in route && route.noindex),
  );
  const lists = await Promise.all(
    listed.map(async (route) => {
      if ((pageRoutes as readonly string[]).includes(route.name)) {
        const written = pages.get(cmsPageKey(route.name as PageRouteName));
        return written ? entry(route.path, {}, written) : [];
      }
      if (!route.path.includes(':')) return entry(route.path);
      const source = slugSources[route.name];
      if (!source) return [];
      const available = await source.availability();
      return [...available].flatMap(([slug, inLocales]) =>
        entry(route.path, { [source.param]: slug }, inLocales),
      );
    }),
  );
  return lists.flat();
}
