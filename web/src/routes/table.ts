/**
 * The one route table (SPEC 2.2/2.3): every page's name, English path, aliases, layout and the CMS
 * collection its slug must exist in. Links, the proxy's validation, the locale switcher, hreflang
 * alternates and the sitemap are all derived from it.
 */
export type Layout = 'base' | 'default' | 'menu';

import type { SlugCollection } from '@/lib/cms/models';

export type { SlugCollection };

export type RouteDef = {
  /** Route name; with the locale it forms `<name>___<locale>` (SPEC 2.1). */
  name: string;
  /** English path; `:param` stands for one segment. */
  path: `/${string}`;
  layout: Layout;
  /** Other paths that serve this route; the canonical URL is `path`. */
  aliases?: `/${string}`[];
  /** The param whose value must be a published slug of this collection (the route's validate check). */
  validate?: { param: string; collection: SlugCollection };
  /** Debug pages: noindex, disallowed in robots.txt, left out of the sitemap. */
  debug?: boolean;
  /** Account pages: noindex and left out of the sitemap (nothing there for a search engine). */
  noindex?: boolean;
};

export const routes = [
  { name: 'index', path: '/', layout: 'menu' },
  { name: 'app', path: '/app', layout: 'menu' },
  { name: 'nft', path: '/nft', layout: 'menu' },
  { name: 'terms', path: '/terms', layout: 'base' },
  { name: 'token', path: '/token', layout: 'menu' },
  { name: 'privacy', path: '/privacy', layout: 'base' },
  { name: 'blog', path: '/blog', layout: 'base' },
  {
    name: 'blog-blog_slug',
    path: '/blog/:blog_slug',
    layout: 'base',
    validate: { param: 'blog_slug', collection: 'blog-post' },
  },
  { name: 'engagement', path: '/engagement', layout: 'menu', aliases: ['/checkin'] },
  { name: 'hubs', path: '/hubs', layout: 'base' },
  {
    name: 'hubs-hub_slug',
    path: '/hubs/:hub_slug',
    layout: 'default',
    validate: { param: 'hub_slug', collection: 'hub' },
  },
  { name: 'nonprofits', path: '/nonprofits', layout: 'menu' },
  { name: 'demos', path: '/demos', layout: 'menu' },
  { name: 'nft-tickets', path: '/nft-tickets', layout: 'menu' },
  { name: 'creator-pass', path: '/creator-pass', layout: 'menu' },
  { name: 'founder-pass', path: '/founder-pass', layout: 'menu' },
  { name: 'events', path: '/events', layout: 'base' },
  {
    name: 'events-event_slug',
    path: '/events/:event_slug',
    layout: 'base',
    aliases: ['/hubs/:hub_slug/events/:event_slug', '/hubs/events/:event_slug'],
    validate: { param: 'event_slug', collection: 'event' },
  },
  { name: 'how-to', path: '/how-to', layout: 'base' },
  {
    name: 'how-to-slug',
    path: '/how-to/:slug',
    layout: 'base',
    validate: { param: 'slug', collection: 'how-to-guide' },
  },
  { name: 'token-gating', path: '/token-gating', layout: 'menu' },
  { name: 'paid-content-nft', path: '/paid-content-nft', layout: 'base' },
  { name: 'mighty-networks-alternative', path: '/mighty-networks-alternative', layout: 'menu' },
  { name: 'pricing', path: '/pricing', layout: 'menu' },
  { name: 'sign-in', path: '/sign-in', layout: 'base', noindex: true },
  { name: 'register', path: '/register', layout: 'base', noindex: true },
  // Sign-up with a password, for those who want one (`/register` asks for an e-mail address only).
  { name: 'register-password', path: '/register/password', layout: 'base', noindex: true },
  // The mailed sign-in: the code step, and the link's page (`?token=`, a button: scanners spend nothing).
  { name: 'email-sign-in', path: '/sign-in/email', layout: 'base', noindex: true },
  { name: 'forgot-password', path: '/forgot-password', layout: 'base', noindex: true },
  { name: 'reset-password', path: '/reset-password', layout: 'base', noindex: true },
  { name: 'confirm-email', path: '/confirm-email', layout: 'base', noindex: true },
  { name: 'account', path: '/account', layout: 'base', noindex: true },
  { name: 'account-tickets', path: '/account/tickets', layout: 'base', noindex: true },
  { name: 'account-tickets-code', path: '/account/tickets/:code', layout: 'base', noindex: true },
  // Organizers' pages (issue 25). `new` has no parameter, so it wins over `:id` (routes/match.ts).
  { name: 'account-events', path: '/account/events', layout: 'base', noindex: true },
  { name: 'account-events-new', path: '/account/events/new', layout: 'base', noindex: true },
  { name: 'account-events-edit', path: '/account/events/:id/edit', layout: 'base', noindex: true },
  { name: 'account-events-preview', path: '/account/events/:id/preview', layout: 'base', noindex: true },
  // An event's overview, guest list, CSV, messages and co-hosts; the door's check-in (link to it with a
  // full page load: only it may use the camera).
  { name: 'account-events-manage', path: '/account/events/:id', layout: 'base', noindex: true },
  { name: 'account-events-check-in', path: '/account/events/:id/check-in', layout: 'base', noindex: true },
  { name: 'tickets-confirm', path: '/tickets/confirm', layout: 'base', noindex: true },
  { name: 'debug', path: '/debug', layout: 'menu', debug: true },
  { name: 'debug-icon', path: '/debug/icon', layout: 'menu', debug: true },
  { name: 'debug-lottie', path: '/debug/lottie', layout: 'menu', debug: true },
  { name: 'debug-components', path: '/debug/components', layout: 'menu', debug: true },
  { name: 'debug-hub-hubId', path: '/debug/hub/:hubId', layout: 'menu', debug: true },
  // The demo catch-all (`/demos/{slug}` canonicalises here); last, so every other route wins.
  { name: 'demos-slug', path: '/:slug', layout: 'default', validate: { param: 'slug', collection: 'demo' } },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof routes)[number]['name'];

/** Registered with an empty placeholder (SPEC 2.2): these redirect home, the others are 404. */
export const placeholders = {
  toHome: ['/home', '/index.html', '/index.php'],
  gone: ['/api', '/_nuxt', '/lampu2023'],
} as const;
