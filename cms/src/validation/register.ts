import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { type FieldProblem, fieldProblems } from './field-problems';
import { sluggedTypes } from './field-rules';
import type { SiteFacts } from './markdown-links';
import { slugTaken } from './slug-taken';

type Written = { documentId?: string; data?: Record<string, unknown> };

/** The demos' slugs, in any language or state: the site serves each at `/{slug}`. */
async function siteFacts(strapi: Core.Strapi): Promise<SiteFacts> {
  const demos = (await strapi.db.query('api::demo.demo').findMany({ select: ['slug'] })) as {
    slug?: string | null;
  }[];
  return { demoSlugs: new Set(demos.flatMap(({ slug }) => (slug ? [slug] : []))) };
}

/**
 * Refuses a save whose values the site would drop (a `javascript:` link, "Lisbon time" as a time zone,
 * a slug another entry has), whoever writes it: the admin, REST, the seed, the organizers' pages. A
 * Document Service middleware, so every door passes the same check. The refusal is a ValidationError
 * naming each field: REST answers 400 with the messages, the admin shows each under its field.
 */
export function registerSaveValidation(strapi: Core.Strapi): void {
  const middleware: Modules.Documents.Middleware.Middleware = async (context, next) => {
    if (context.action !== 'create' && context.action !== 'update') return next();
    if (!context.uid.startsWith('api::')) return next();
    const { documentId, data } = context.params as Written;
    const problems: FieldProblem[] = fieldProblems(strapi, context.uid, data, await siteFacts(strapi));
    const slug = data?.slug;
    if (
      sluggedTypes.has(context.uid) &&
      typeof slug === 'string' &&
      !problems.some((p) => p.path[0] === 'slug')
    ) {
      const taken = await slugTaken(strapi, context.uid, slug, documentId);
      if (taken) problems.push(taken);
    }
    if (problems.length > 0) {
      const message = problems.map((problem) => problem.message).join(' ');
      throw new errors.ValidationError(message, {
        errors: problems.map(({ path, message }) => ({ path, message, name: 'ValidationError' })),
      });
    }
    return next();
  };
  strapi.documents.use(middleware);
}
