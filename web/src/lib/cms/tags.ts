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

// Next's own tag on every rendered page (its root layout's implicit tag, what `revalidatePath('/',
// 'layout')` marks; that call expires pages at once, where the webhook keeps stale-while-revalidate).
const everyPage = '_N_T_/layout';

export function tagsToRevalidate(model: CmsModel): string[] {
  const tags = [model, ...(dependents[model] ?? [])].map(cacheTags.collection);
  // Every page shows the configuration (the Site name, the operator in the footer, the help chat), but a
  // page rendered on a request reads the copy kept in memory, not a tagged fetch: a page whose only CMS
  // read is the configuration (the sign-in page) carries no CMS tag once re-rendered, so pages are
  // marked by Next's own tag too.
  return model === 'website-config' ? [...tags, cacheTags.all, everyPage] : tags;
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
