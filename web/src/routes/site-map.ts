import type { PageRouteName } from './pages';

/**
 * The header's navigation, the same on every page and in every language: the product pages and the
 * resources behind a button each (a dropdown on wide screens, a group in the phone menu), the three
 * most asked-for pages as plain links between them.
 */
export const headerNavigation = {
  product: [
    'app',
    'nft-tickets',
    'engagement',
    'token-gating',
    'creator-pass',
    'founder-pass',
    'paid-content-nft',
    'nonprofits',
    'nft',
    'token',
    'mighty-networks-alternative',
  ],
  links: ['events', 'hubs', 'pricing'],
  resources: ['blog', 'how-to', 'demos'],
} as const satisfies {
  product: readonly PageRouteName[];
  links: readonly PageRouteName[];
  resources: readonly PageRouteName[];
};

/** The public pages as visitors browse them: the footer's groups. */
export const footerGroups = {
  product: [
    'app',
    'nft',
    'nft-tickets',
    'token',
    'token-gating',
    'engagement',
    'creator-pass',
    'founder-pass',
    'paid-content-nft',
    'pricing',
  ],
  community: ['events', 'hubs', 'demos', 'nonprofits'],
  resources: ['blog', 'how-to', 'mighty-networks-alternative'],
  legal: ['terms', 'privacy'],
} as const satisfies Record<string, readonly PageRouteName[]>;
