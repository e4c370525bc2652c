import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { type FieldProblem, fieldProblems } from './field-problems';
import { sluggedTypes } from './field-rules';
import type { SiteFacts } from './markdown-links';
import { slugTaken } from './slug-taken';

type Written = { documentId?: string; data?: Record<string, unknown> };

/** The slug a document has now (any language or state: a slug is shared by all of them). */
async function storedSlug(strapi: Core.Strapi, uid: string, documentId: string | undefined) {
  if (!documentId) return undefined;
  const row = (await strapi.db.query(uid).findOne({ where: { documentId }, select: ['slug'] })) as {
    slug?: unknown;
  } | null;
  return row?.slug;
}

// Demos being written together (the seed's), which may link to each other before all of them exist.
const demosUnderWay = new Set<string>();

/** Counts the slugs as demos' until the returned function is called: the seed writes them one by one. */
export function demosBeingWritten(slugs: string[]): () => void {
  for (const slug of slugs) demosUnderWay.add(slug);
  return () => {
    for (const slug of slugs) demosUnderWay.delete(slug);
  };
}

/** The demos' slugs, in any language or state: the site serves each at `/{slug}`. */
async function siteFacts(strapi: Core.Strapi): Promise<SiteFacts> {
  const demos = (await strapi.db.query('api::demo.demo').findMany({ select: ['slug'] })) as {
    slug?: string | null;
  }[];
  return { demoSlugs: new Set([...demosUnderWay, ...demos.flatMap(({ slug }) => (slug ? [slug] : []))]) };
}

/**
 * Refuses a save whose values the site would drop (a `javascript:` link, "Lisbon time" as a time zone,
 * a slug another entry has), whoever writes it: the admin (its "Duplicate" too), REST, the seed, the
 * organizers' pages. A Document Service middleware, so every door passes the same check. The refusal is a ValidationError
 * naming each field: REST answers 400 with the messages, the admin shows each under its field.
 */
export function registerSaveValidation(strapi: Core.Strapi): void {
  const middleware: Modules.Documents.Middleware.Middleware = async (context, next) => {
    if (!['create', 'update', 'clone'].includes(context.action)) return next();
    if (!context.uid.startsWith('api::')) return next();
    const { documentId, data } = context.params as Written;
    const cloning = context.action === 'clone';
    const problems: FieldProblem[] = fieldProblems(strapi, context.uid, data, await siteFacts(strapi));
    // A clone (the admin's "Duplicate") copies the source's slug unless its data gives another one.
    const slugged = sluggedTypes.has(context.uid);
    const slug =
      data?.slug ?? (slugged && cloning ? await storedSlug(strapi, context.uid, documentId) : undefined);
    if (slugged && typeof slug === 'string' && !problems.some((p) => p.path[0] === 'slug')) {
      // The source of a clone is another entry: its own slug counts as taken.
      const taken = await slugTaken(strapi, context.uid, slug, cloning ? undefined : documentId);
      if (taken) problems.push(taken);
    }
    if (problems.length > 0) {
      const message = problems.map((problem) => problem.message).join(' ');
      throw new errors.ValidationError(message, {
        errors: problems.map(({ path, message }) => ({ path, message, name: 'ValidationError' })),
        // The organizers' pages write events through the same service: their form marks each field
        // from `fieldErrors` (cms/src/organizer/refusal.ts), so a bad link in a description is a 400 there too.
        fieldErrors: problems.map(({ path }) => ({ path: path.join('.'), code: 'invalid' })),
      });
    }
    return next();
  };
  strapi.documents.use(middleware);
}
