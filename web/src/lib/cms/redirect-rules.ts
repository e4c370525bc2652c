import 'server-only';

import { z } from 'zod';

import { cmsFetchAll } from './fetch-all';
import { memoized } from './memo';
import { memoNames } from './tags';
import { rawRedirectRule } from './schemas';
import type { RedirectRule } from './types';

const statuses = { permanent_301: 301, found_302: 302, temporary_307: 307, permanent_308: 308 } as const;

const rules = memoized(
  memoNames.redirectRules,
  async (): Promise<Map<string, RedirectRule>> => {
    const all = await cmsFetchAll(
      // On the request path of every page: fail fast, the stale rules stay in use.
      { path: '/redirect-rules', retries: 0, timeoutMs: 1500 },
      rawRedirectRule,
    );
    return new Map(
      all.map((rule) => [
        rule.from.toLowerCase(),
        { from: rule.from, to: rule.to, status: statuses[rule.status] },
      ]),
    );
  },
  30_000,
);

const absolute = z.url({ protocol: /^https?$/ });

/**
 * The editors' redirect for a path, if any. A target is either a site path or an absolute http(s)
 * URL (an external redirect); anything else (`//host`, `javascript:`) is ignored.
 */
export async function findRedirect(path: string): Promise<RedirectRule | null> {
  const rule = (await rules.get())?.get(path.toLowerCase());
  if (!rule) return null;
  const internal = rule.to.startsWith('/') && !/^\/[/\\]/.test(rule.to);
  return internal || absolute.safeParse(rule.to).success ? rule : null;
}
