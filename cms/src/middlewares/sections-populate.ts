import type { Core } from '@strapi/strapi';

type Attribute = { type: string; component?: string; components?: string[] };
type Populate = true | { populate: Record<string, Populate> } | { on: Record<string, Populate> };

/**
 * The site reads a page's sections in one request, but their nesting (section → element → link or image)
 * is deeper than the query-string depth the API accepts (5). So the CMS populates the `sections` dynamic
 * zone itself, derived from the component schemas: a new section or field needs no change here or in the
 * site's query. The caller's own `fields`, `filters` and `locale` still apply.
 */
function populateFor(strapi: Core.Strapi, attributes: Record<string, Attribute>): Record<string, Populate> {
  const result: Record<string, Populate> = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'media') result[name] = true;
    if (attribute.type === 'component' && attribute.component) {
      const nested = populateFor(strapi, componentAttributes(strapi, attribute.component));
      result[name] = Object.keys(nested).length ? { populate: nested } : true;
    }
    if (attribute.type === 'dynamiczone') {
      const on = Object.fromEntries(
        (attribute.components ?? []).map((uid) => {
          const nested = populateFor(strapi, componentAttributes(strapi, uid));
          return [uid, Object.keys(nested).length ? { populate: nested } : true] as const;
        }),
      );
      result[name] = { on };
    }
  }
  return result;
}

function componentAttributes(strapi: Core.Strapi, uid: string): Record<string, Attribute> {
  const component = strapi.components[uid as keyof typeof strapi.components] as
    | { attributes: Record<string, Attribute> }
    | undefined;
  return component?.attributes ?? {};
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const cache = new Map<string, Record<string, Populate>>();
  return async (
    ctx: { query: Record<string, unknown>; state: { route?: { info?: { apiName?: string } } } },
    next: () => Promise<void>,
  ) => {
    const apiName = ctx.state.route?.info?.apiName;
    const uid = `api::${apiName}.${apiName}`;
    if (!cache.has(uid)) {
      const model = strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as
        | { attributes: Record<string, Attribute> }
        | undefined;
      const sections = model?.attributes.sections;
      cache.set(uid, sections ? populateFor(strapi, { sections }) : {});
    }
    const requested = typeof ctx.query.populate === 'object' && ctx.query.populate ? ctx.query.populate : {};
    ctx.query.populate = { ...(requested as Record<string, unknown>), ...cache.get(uid) };
    await next();
  };
};
