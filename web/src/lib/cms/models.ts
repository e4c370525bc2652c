/**
 * The CMS content the site reads, one entry per Strapi model (the `model` of a webhook payload): its REST
 * path, and whether its entries have pages of their own found by slug. The cache tags, the webhook, the
 * slug index, the collection modules and the preview read it here; which route shows an entry is the
 * route table's `validate` step (`routes/table.ts`).
 */
export const cmsModels = {
  'blog-post': { path: '/blog-posts', slugged: true },
  'how-to-guide': { path: '/how-to-guides', slugged: true },
  hub: { path: '/hubs', slugged: true },
  event: { path: '/events', slugged: true },
  demo: { path: '/demos', slugged: true },
  page: { path: '/pages', slugged: false },
  'website-config': { path: '/website-config', slugged: false },
  'redirect-rule': { path: '/redirect-rules', slugged: false },
} as const satisfies Record<string, { path: `/${string}`; slugged: boolean }>;

export type CmsModel = keyof typeof cmsModels;

/** The collections whose entries a route finds by slug (the route table's validate step). */
export type SlugCollection = {
  [Model in CmsModel]: (typeof cmsModels)[Model]['slugged'] extends true ? Model : never;
}[CmsModel];

export const slugCollections = (Object.keys(cmsModels) as CmsModel[]).filter(isSlugCollection);

export function isSlugCollection(model: CmsModel): model is SlugCollection {
  return cmsModels[model].slugged;
}

export function isCmsModel(value: unknown): value is CmsModel {
  return typeof value === 'string' && Object.hasOwn(cmsModels, value);
}

/** Strapi's content-type UID of a model (`api::event.event`). */
export type ContentTypeUid<Model extends CmsModel = CmsModel> = Model extends CmsModel
  ? `api::${Model}.${Model}`
  : never;

export const contentTypeUid = <Model extends CmsModel>(model: Model) =>
  `api::${model}.${model}` as ContentTypeUid<Model>;
