import { type Locale, locales } from '../../src/i18n/locales';
import { localizedPath } from '../../src/routes/match';
import { cmsPageKey, type PageRouteName, pageRoutes } from '../../src/routes/pages';
import { routes } from '../../src/routes/table';
import { seed, seedPages } from './stack';

export { locales, localizedPath, routes };

/** A real value for each route param: the first seeded entry of its collection. */
export const sampleParams: Record<string, string> = {
  blog_slug: seed('blog-posts')[0]!.slug,
  hub_slug: seed('hubs')[0]!.slug,
  event_slug: seed('events')[0]!.slug,
  hubId: '42',
  // A made-up ticket: the page answers 200 and asks the holder to sign in (it reads the ticket in the browser).
  code: 'Tk7pQ2xZ9aB4cD6eF8gH1jKm',
  // A made-up event document id: an organizer's pages answer 200 and ask the visitor to sign in.
  id: 'k7pq2xz9ab4cd6ef8gh1jkmn',
};

export function paramsFor(route: (typeof routes)[number]): Record<string, string> {
  if (route.name === 'how-to-slug') return { slug: seed('how-to-guides')[0]!.slug };
  if (route.name === 'demos-slug') return { slug: seed('demos')[0]!.slug };
  return sampleParams;
}

// Where each kind of entry keeps the text whose translation makes it count as translated.
const longTexts = {
  'blog-post': ['blog-posts', 'body'],
  'how-to-guide': ['how-to-guides', 'body'],
  hub: ['hubs', 'description'],
  event: ['events', 'description'],
  demo: ['demos', 'body'],
} as const;

/**
 * The locales a route's content is written in, from the seed: hreflang alternates and the sitemap list
 * only those (scripts/i18n/pending.json names the translations still to come).
 */
export function writtenIn(name: string, params: Record<string, string>): Locale[] {
  const route = routes.find((candidate) => candidate.name === name)!;
  if ((pageRoutes as readonly string[]).includes(name)) {
    const key = cmsPageKey(name as PageRouteName);
    return locales.filter((locale) => locale === 'en' || seedPages(locale)[key]);
  }
  if ('validate' in route && route.validate) {
    const [collection, field] = longTexts[route.validate.collection];
    const entry = seed(collection).find((candidate) => candidate.slug === params[route.validate.param]);
    return locales.filter((locale) => Boolean(entry?.locales[locale]?.[field]));
  }
  return [...locales];
}
