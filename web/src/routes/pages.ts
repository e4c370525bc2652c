import type { RouteName } from './table';

/** Routes whose content is a CMS `page` entry: the key of each entry is its route name (home for `/`). */
export const pageRoutes = [
  'index',
  'app',
  'nft',
  'token',
  'nft-tickets',
  'creator-pass',
  'founder-pass',
  'engagement',
  'nonprofits',
  'token-gating',
  'paid-content-nft',
  'mighty-networks-alternative',
  'pricing',
  'terms',
  'privacy',
  'hubs',
  'events',
  'blog',
  'how-to',
  'demos',
] as const satisfies readonly RouteName[];

export type PageRouteName = (typeof pageRoutes)[number];

/** The CMS page key of a route: the route name, except `home` for the index. */
export function cmsPageKey(name: PageRouteName): string {
  return name === 'index' ? 'home' : name;
}
