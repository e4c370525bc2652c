import type { Locator, Page } from '@playwright/test';

import { seed } from '../support/stack';

/** One page type the visual suite draws, on a seeded entry that no other test changes. */
export type Screen = {
  /** Names the baselines' folder and the test: `events` → `__screenshots__/events/ja-390-dark.png`. */
  name: string;
  /** English path; other locales get the `/ja`, `/de` prefix. */
  path: string;
  /** Whole page too (English, light, phone), where the first screen leaves out what the page is about. */
  fullPage?: boolean;
  /** Parts other tests change while this suite runs, covered by a flat box in the picture. */
  mask?: (page: Page) => Locator[];
};

const slugOf = (collection: Parameters<typeof seed>[0], prefix: string) => {
  const entry = seed(collection).find((candidate) => candidate.slug.startsWith(prefix));
  if (!entry) throw new Error(`no seeded ${collection} entry whose slug starts with ${prefix}`);
  return entry.slug;
};

/** The footer's "© <build year>": the one pixel change a new year brings without a change of code. */
const footerYear = (page: Page) => page.locator('footer p').filter({ hasText: /20\d\d/ });

export const screens: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/nft-tickets', fullPage: true },
  { name: 'pricing', path: '/pricing', fullPage: true },
  {
    name: 'events',
    path: '/events',
    // Organizer and ticket tests publish events of their own beside this suite: the list is covered, the
    // page's intro and filters are compared.
    mask: (page) => [page.locator('section[aria-labelledby="upcoming"]')],
  },
  // Only a read-only e2e test visits this event (its tiers sell through an outside checkout: no seat counts).
  { name: 'event', path: `/events/${slugOf('events', 'tokyo-creators-spring-showcase')}`, fullPage: true },
  { name: 'hubs', path: '/hubs' },
  { name: 'hub', path: `/hubs/${slugOf('hubs', 'lisbon-web3-builders')}` },
  { name: 'blog', path: '/blog' },
  { name: 'post', path: `/blog/${slugOf('blog-posts', 'launching-nft-tickets')}`, fullPage: true },
  { name: 'guide', path: `/how-to/${slugOf('how-to-guides', 'create-your-first-event')}` },
  { name: 'demo', path: `/${slugOf('demos', 'demo-nft-ticketing')}` },
  { name: 'sign-in', path: '/sign-in' },
  { name: 'register', path: '/register' },
  { name: 'terms', path: '/terms' },
  { name: 'not-found', path: '/this-page-does-not-exist' },
];

export const visualLocales = ['en', 'ja', 'de'] as const;

/** The browser's own language per page language: date fields and other native controls follow it. */
export const browserLocale = { en: 'en-US', ja: 'ja-JP', de: 'de-DE' } as const;

/** A phone (iPhone 12–15 class) and a laptop screen; 1 CSS pixel per image pixel keeps the files small. */
export const widths = [
  { px: 390, height: 844, mobile: true },
  { px: 1280, height: 800, mobile: false },
] as const;

export const themes = ['light', 'dark'] as const;

export const fullPageMask = (page: Page, screen: Screen) => [
  ...(screen.mask?.(page) ?? []),
  footerYear(page),
];

export function localized(path: string, locale: (typeof visualLocales)[number]): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
