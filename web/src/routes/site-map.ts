import type { PageRouteName } from './pages';

/** The public pages as visitors browse them: the header's menu and the footer's groups. */
export const headerMenu = [
  'app',
  'nft-tickets',
  'token-gating',
  'events',
  'hubs',
  'blog',
  'how-to',
  'demos',
] as const satisfies readonly PageRouteName[];

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
  ],
  community: ['events', 'hubs', 'demos', 'nonprofits'],
  resources: ['blog', 'how-to', 'mighty-networks-alternative'],
  legal: ['terms', 'privacy'],
} as const satisfies Record<string, readonly PageRouteName[]>;
