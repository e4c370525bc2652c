import { locales } from '../../src/i18n/locales';
import { localizedPath } from '../../src/routes/match';
import { routes } from '../../src/routes/table';
import { seed } from './stack';

export { locales, localizedPath, routes };

/** A real value for each route param: the first seeded entry of its collection. */
export const sampleParams: Record<string, string> = {
  blog_slug: seed('blog-posts')[0]!.slug,
  hub_slug: seed('hubs')[0]!.slug,
  event_slug: seed('events')[0]!.slug,
  hubId: '42',
};

export function paramsFor(route: (typeof routes)[number]): Record<string, string> {
  if (route.name === 'how-to-slug') return { slug: seed('how-to-guides')[0]!.slug };
  if (route.name === 'demos-slug') return { slug: seed('demos')[0]!.slug };
  return sampleParams;
}
