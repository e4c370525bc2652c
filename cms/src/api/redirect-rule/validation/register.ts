import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';

import { redirectRuleProblem, type RuleFields } from './rule-problem';

const uid = 'api::redirect-rule.redirect-rule';

type Written = { documentId?: string; data?: Partial<RuleFields> };

/**
 * Checks every redirect rule before it is stored, whoever writes it (the admin, REST, a seed): a
 * refusal is a ValidationError, which REST answers 400 with the message and the admin shows to the
 * editor. Run as a Document Service middleware so both doors pass through the same check.
 */
export function registerRedirectRuleValidation(strapi: Core.Strapi): void {
  const middleware: Modules.Documents.Middleware.Middleware = async (context, next) => {
    if (context.uid !== uid || (context.action !== 'create' && context.action !== 'update')) return next();
    const { documentId, data = {} } = context.params as Written;
    const stored = (await strapi.db
      .query(uid)
      .findMany({ select: ['documentId', 'from', 'to'] })) as (RuleFields & {
      documentId: string;
    })[];
    const before = stored.find((rule) => rule.documentId === documentId);
    const rule = { from: data.from ?? before?.from, to: data.to ?? before?.to };
    // Missing fields are Strapi's own required-field error, with its own message.
    if (typeof rule.from === 'string' && typeof rule.to === 'string') {
      const others = stored.filter((other) => other.documentId !== documentId);
      const problem = redirectRuleProblem({ from: rule.from, to: rule.to }, others);
      // `errors` names the field, so the admin marks it as well as showing the message.
      if (problem) {
        throw new errors.ValidationError(problem.message, {
          errors: [{ path: [problem.field], message: problem.message, name: 'ValidationError' }],
        });
      }
    }
    return next();
  };
  strapi.documents.use(middleware);
}
