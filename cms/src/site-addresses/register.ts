import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import {
  type AddressProblem,
  changedKeyProblem,
  demoSlugProblem,
  isRoutePage,
  newPageKeyProblem,
  removalProblem,
} from './address-problems';

const pageUid = 'api::page.page';
const demoUid = 'api::demo.demo';

type Params = { documentId?: string; locale?: string | string[]; data?: { key?: unknown; slug?: unknown } };

/** A ValidationError naming the field: REST answers 400 with the message, the admin shows it and marks the field. */
function refuse(problem: AddressProblem | null): void {
  if (!problem) return;
  throw new errors.ValidationError(problem.message, {
    errors: [{ path: [problem.field], message: problem.message, name: 'ValidationError' }],
  });
}

/** No locale means the default one (English); `*` means every version. */
const touchesEnglish = (locale: Params['locale']) =>
  locale === undefined || [locale].flat().some((code) => code === 'en' || code === '*');

/**
 * Keeps the site's addresses whole, whoever writes (the admin, REST, a seed): a page is one of the
 * site's fixed pages, keyed once and never re-keyed, its English version never deleted or unpublished;
 * a demo, which the site serves at `/{slug}`, never takes an address the site already answers.
 */
export function registerAddressRules(strapi: Core.Strapi): void {
  const storedKey = async (documentId: string | undefined) =>
    documentId
      ? (
          (await strapi.db.query(pageUid).findOne({ where: { documentId }, select: ['key'] })) as {
            key?: string;
          } | null
        )?.key
      : undefined;

  const isTaken = async (key: string) =>
    Boolean(await strapi.db.query(pageUid).findOne({ where: { key }, select: ['id'] }));

  const middleware: Modules.Documents.Middleware.Middleware = async (context, next) => {
    const { documentId, locale, data } = context.params as Params;
    if (context.uid === pageUid) {
      const key = typeof data?.key === 'string' ? data.key : undefined;
      if (context.action === 'create' || context.action === 'clone') {
        const newKey = key ?? (await storedKey(documentId));
        // A missing key is Strapi's own required-field error, with its own message.
        if (newKey !== undefined) refuse(newPageKeyProblem(newKey, await isTaken(newKey)));
      } else if (context.action === 'update' && key !== undefined) {
        const stored = await storedKey(documentId);
        if (stored !== undefined) refuse(changedKeyProblem(stored, key, await isTaken(key)));
      } else if ((context.action === 'delete' || context.action === 'unpublish') && touchesEnglish(locale)) {
        const stored = await storedKey(documentId);
        if (stored !== undefined && isRoutePage(stored)) refuse(removalProblem(stored, context.action));
      }
    }
    if (
      context.uid === demoUid &&
      ['create', 'update', 'clone'].includes(context.action) &&
      typeof data?.slug === 'string'
    ) {
      refuse(demoSlugProblem(data.slug));
    }
    return next();
  };
  strapi.documents.use(middleware);
}
