import 'server-only';

import { z } from 'zod';

import { env } from '@/env';

import { cmsFetchAll } from './fetch-all';
import { memoized } from './memo';
import { cmsModels } from './models';
import { memoNames } from './tags';
import { rawRedirectRule } from './schemas';
import type { RedirectRule } from './types';

const statuses = { permanent_301: 301, found_302: 302, temporary_307: 307, permanent_308: 308 } as const;

const rules = memoized(
  memoNames.redirectRules,
  async (): Promise<Map<string, RedirectRule>> => {
    const all = await cmsFetchAll({ path: cmsModels['redirect-rule'].path, retries: 0 }, rawRedirectRule);
    return new Map(
      all.map((rule) => [
        rule.from.toLowerCase(),
        { from: rule.from, to: rule.to, status: statuses[rule.redirectType] },
      ]),
    );
  },
  {
    everyMs: env.CMS_INDEX_REFRESH_SECONDS * 1000,
    codec: {
      encode: (byPath) => [...byPath],
      decode: (json) => new Map(json as [string, RedirectRule][]),
    },
  },
);

const absolute = z.url({ protocol: /^https?$/ });

/**
 * The editors' redirect for a path, if any. A target is either a site path or an absolute http(s)
 * URL (an external redirect); anything else (`//host`, `javascript:`) is ignored.
 */
export function findRedirect(path: string): RedirectRule | null {
  const rule = rules.current()?.get(path.toLowerCase());
  if (!rule) return null;
  const internal = rule.to.startsWith('/') && !/^\/[/\\]/.test(rule.to);
  return internal || absolute.safeParse(rule.to).success ? rule : null;
}
