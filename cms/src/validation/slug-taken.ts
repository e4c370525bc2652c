import type { Core, UID } from '@strapi/strapi';

import type { FieldProblem } from './field-problems';

type Holder = { documentId: string; title?: string | null; name?: string | null };

/**
 * Another entry that already has this slug, in any language or state: a slug is shared by all of an
 * entry's languages (the site's addresses are the same in each), and a second entry with it would never
 * be reached (the site resolves a slug to the first entry). Strapi's `uid` only compares published
 * entries of one language when publishing; this refuses at every save, drafts included.
 */
export async function slugTaken(
  strapi: Core.Strapi,
  uid: string,
  slug: string,
  documentId: string | undefined,
): Promise<FieldProblem | null> {
  const model = strapi.getModel(uid as UID.Schema);
  const nameField = 'title' in (model?.attributes ?? {}) ? 'title' : 'name';
  const holder = (await strapi.db.query(uid).findOne({
    where: { slug, ...(documentId ? { documentId: { $ne: documentId } } : {}) },
    select: ['documentId', nameField],
  })) as Holder | null;
  if (!holder) return null;
  const kind = String(model?.info.displayName ?? 'entry').toLowerCase();
  const named = holder.title ?? holder.name;
  return {
    path: ['slug'],
    message: `Another ${kind}${named ? ` ("${named}")` : ''} already has the slug "${slug}": each ${kind} needs its own, since the slug is its address on the site. Change this one (for example ${slug}-2).`,
  };
}
