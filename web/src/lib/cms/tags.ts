import type { Locale } from '@/i18n/locales';

import type { CmsModel, SlugCollection } from './models';

export { type CmsModel, isCmsModel } from './models';

/** Cache tag names, one place: a read is tagged by collection and by collection + locale. */
export const cacheTags = {
  all: 'cms',
  collection: (model: CmsModel) => `cms:${model}`,
  collectionLocale: (model: CmsModel, locale: Locale) => `cms:${model}:${locale}`,
};

// Events show their hub's name, so a changed hub must refresh events too.
const dependents: Partial<Record<CmsModel, CmsModel[]>> = { hub: ['event'], event: ['hub'] };

export function tagsToRevalidate(model: CmsModel): string[] {
  const tags = [model, ...(dependents[model] ?? [])].map(cacheTags.collection);
  // Every page shows the configuration (the operator in the footer, the help chat), but a page rendered
  // on a request reads the copy kept in memory, not a tagged fetch: the page keeps only the tags of its
  // other reads, all of which carry `cms`.
  return model === 'website-config' ? [...tags, cacheTags.all] : tags;
}

/** Names of the proxy's in-memory copies of CMS data (`memo.ts`): redirect rules and slug indexes. */
export const memoNames = {
  redirectRules: 'redirect-rules',
  websiteConfig: 'website-config',
  slugs: (model: SlugCollection | CmsModel) => `slugs:${model}`,
};

/** The in-memory copies a published change of the model may make out of date (pages have none). */
export function memosToReload(model: CmsModel): string[] {
  if (model === 'redirect-rule') return [memoNames.redirectRules];
  if (model === 'website-config') return [memoNames.websiteConfig];
  // Models without a slug index (pages, the site configuration) have no copy under that name.
  return [memoNames.slugs(model)];
}
