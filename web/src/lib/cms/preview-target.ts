import 'server-only';

import { z } from 'zod';

import type { Locale } from '@/i18n/locales';
import { entryHref, localizedPath, routeHref } from '@/routes/match';
import { pageRoutes } from '@/routes/pages';
import { cmsPageKey } from '@/routes/pages';

import { cmsFetch } from './client';
import {
  type CmsModel,
  cmsModels,
  type ContentTypeUid,
  contentTypeUid,
  isSlugCollection,
  type SlugCollection,
  slugCollections,
} from './models';
import { singleOf } from './schemas';

/** The content types an editor can preview: pages (by key) and every collection with pages (by slug). */
const previewable = {
  [contentTypeUid('page')]: 'page',
  ...Object.fromEntries(slugCollections.map((model) => [contentTypeUid(model), model])),
} as Record<PreviewableType, CmsModel>;

export type PreviewableType = ContentTypeUid<'page' | SlugCollection>;

export const previewableTypes = Object.keys(previewable) as [PreviewableType, ...PreviewableType[]];

function hrefFor(model: CmsModel, value: string): string | null {
  if (model !== 'page') return isSlugCollection(model) ? entryHref(model, value) : null;
  const route = pageRoutes.find((name) => cmsPageKey(name) === value);
  return route ? routeHref(route) : null;
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
  const model = previewable[type];
  const field = model === 'page' ? 'key' : 'slug';
  const { path } = cmsModels[model];
  const answer = await cmsFetch(
    { path: `${path}/${documentId}`, query: { locale, status: 'draft', fields: [field] } },
    singleOf(z.looseObject({ [field]: z.string() })),
  ).catch(() => null);
  const value = answer?.data?.[field];
  const href = typeof value === 'string' ? hrefFor(model, value) : null;
  return href ? localizedPath(href, {}, locale) : null;
}
