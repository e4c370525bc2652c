import siteLocaleFacts from '@belong/shared/locales.json';

import { link } from '../../../validation/rules';

export type RuleFields = { from: string; to: string };

/** What an editor must change: the field, and why. */
export type RuleProblem = { field: keyof RuleFields; message: string };

const inFrom = (message: string): RuleProblem => ({ field: 'from', message });
const inTo = (message: string): RuleProblem => ({ field: 'to', message });

/** Every path the home page answers on (`/`, `/de`, `/pt-br/`): no rule may take a visitor away from it. */
const homePaths = new Set(
  ['', ...Object.keys(siteLocaleFacts).map((code) => `/${code}`)].flatMap((path) => [
    path || '/',
    `${path}/`,
  ]),
);

/** The path part of an internal target, as the site matches it (no query or fragment, any case). */
function targetPath(to: string): string | null {
  if (!to.startsWith('/') || /^\/[/\\]/.test(to)) return null;
  return to.split(/[?#]/)[0].toLowerCase();
}

/** Another site's address: https only, as for every link an editor writes (src/validation). */
function isExternal(to: string): boolean {
  return link(to) === null && to.startsWith('https://');
}

/**
 * Why a redirect rule cannot be stored, in words an editor can act on; `null` when it can. `others` are
 * the rules already stored (this one left out): a rule that leads back to its own `from` through them
 * would send visitors round in circles.
 */
export function redirectRuleProblem(rule: RuleFields, others: RuleFields[]): RuleProblem | null {
  const from = rule.from.trim().toLowerCase();
  if (/[?#]/.test(from)) {
    return inFrom(
      `"From" is a path only (${rule.from}): the site matches redirects on the path, without a query or #fragment.`,
    );
  }
  if (homePaths.has(from)) {
    return inFrom(
      `"From" cannot be the home page (${rule.from}) in any language: visitors could no longer reach it.`,
    );
  }
  const first = targetPath(rule.to);
  if (first === null) {
    return isExternal(rule.to)
      ? null
      : inTo(
          `"To" must be a site path starting with one "/" (/events) or a full https:// address (${rule.to}).`,
        );
  }
  if (first === from) return inTo(`"To" leads back to "From" (${rule.from}): the redirect would never end.`);

  const byFrom = new Map(others.map((other) => [other.from.trim().toLowerCase(), other.to]));
  const chain = [rule.from];
  const seen = new Set([from]);
  let next: string | null = first;
  while (next !== null && !seen.has(next) && byFrom.has(next)) {
    chain.push(next);
    seen.add(next);
    next = targetPath(byFrom.get(next)!);
  }
  if (next !== null && seen.has(next)) {
    return inTo(`This rule would make a redirect loop with other rules: ${[...chain, next].join(' → ')}.`);
  }
  return null;
}
