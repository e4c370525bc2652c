import 'server-only';

import { z } from 'zod';

import type { Locale } from '@/i18n/locales';
import { localizedPath, routeHref } from '@/routes/match';
import { pageRoutes } from '@/routes/pages';
import { cmsPageKey } from '@/routes/pages';

import { cmsFetch } from './client';
import { singleOf } from './schemas';

/** The content types an editor can preview, with their REST path and the page each one is shown on. */
const previewable = {
  'api::page.page': { path: '/pages', field: 'key' },
  'api::blog-post.blog-post': { path: '/blog-posts', field: 'slug' },
  'api::how-to-guide.how-to-guide': { path: '/how-to-guides', field: 'slug' },
  'api::hub.hub': { path: '/hubs', field: 'slug' },
  'api::event.event': { path: '/events', field: 'slug' },
  'api::demo.demo': { path: '/demos', field: 'slug' },
} as const;

export type PreviewableType = keyof typeof previewable;

export const previewableTypes = Object.keys(previewable) as [PreviewableType, ...PreviewableType[]];

function hrefFor(type: PreviewableType, value: string): string | null {
  switch (type) {
    case 'api::page.page': {
      const route = pageRoutes.find((name) => cmsPageKey(name) === value);
      return route ? routeHref(route) : null;
    }
    case 'api::blog-post.blog-post':
      return routeHref('blog-blog_slug', { blog_slug: value });
    case 'api::how-to-guide.how-to-guide':
      return routeHref('how-to-slug', { slug: value });
    case 'api::hub.hub':
      return routeHref('hubs-hub_slug', { hub_slug: value });
    case 'api::event.event':
      return routeHref('events-event_slug', { event_slug: value });
    case 'api::demo.demo':
      return routeHref('demos-slug', { slug: value });
  }
}

/**
 * The site path that shows a CMS document (its draft, read with the server's token), or `null` when
 * the document does not exist or has no page of its own.
 */
export async function previewPath(
  type: PreviewableType,
  documentId: string,
  locale: Locale,
): Promise<string | null> {
  const { path, field } = previewable[type];
  const answer = await cmsFetch(
    { path: `${path}/${documentId}`, query: { locale, status: 'draft', fields: [field] } },
    singleOf(z.looseObject({ [field]: z.string() })),
  ).catch(() => null);
  const value = answer?.data?.[field];
  const href = typeof value === 'string' ? hrefFor(type, value) : null;
  return href ? localizedPath(href, {}, locale) : null;
}
