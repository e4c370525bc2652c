import 'server-only';

import { cache } from 'react';

import { defaultSiteName } from '@/config/site';
import { env } from '@/env';

import { cmsFetch } from './client';
import { CmsError } from './errors';
import { memoized } from './memo';
import { cmsModels } from './models';
import { toOperator } from './operator';
import { rawWebsiteConfig, singleOf } from './schemas';
import { cacheTags, memoNames } from './tags';
import type { WebsiteConfig } from './types';

/** What the site uses when the CMS has no configuration or cannot be reached (SPEC 3 defaults). */
export const defaultWebsiteConfig: WebsiteConfig = {
  siteName: defaultSiteName,
  helpChatHandle: 'belong_support',
  analytic: { meta_pixel_id: '', google_analytics_id: '', plausible_enabled: false, plausible_api_host: '' },
  socialLinks: [],
  operator: null,
};

export type WebsiteConfigResult = { config: WebsiteConfig; source: 'cms' | 'defaults' };

async function readConfig(request: { fresh: boolean }): Promise<WebsiteConfigResult> {
  const { data } = await cmsFetch(
    {
      path: cmsModels['website-config'].path,
      query: { populate: { analytic: true, socialLinks: true } },
      retries: request.fresh ? 0 : undefined,
      tags: request.fresh ? undefined : [cacheTags.all, cacheTags.collection('website-config')],
    },
    singleOf(rawWebsiteConfig),
  );
  if (!data) return { config: defaultWebsiteConfig, source: 'defaults' };
  const analytic = data.analytic ?? {};
  return {
    source: 'cms',
    config: {
      siteName: data.siteName || defaultWebsiteConfig.siteName,
      helpChatHandle: data.helpChatHandle || defaultWebsiteConfig.helpChatHandle,
      analytic: {
        meta_pixel_id: analytic.meta_pixel_id ?? '',
        google_analytics_id: analytic.google_analytics_id ?? '',
        plausible_enabled: analytic.plausible_enabled ?? false,
        plausible_api_host: analytic.plausible_api_host ?? '',
      },
      socialLinks: data.socialLinks ?? [],
      operator: toOperator(data),
    },
  };
}

const defaults: WebsiteConfigResult = { config: defaultWebsiteConfig, source: 'defaults' };

// Every page's layout reads it, rendered ones on request too (the not-found page): kept in memory like
// the proxy's data, loaded at start, in the background and on a publish.
const kept = memoized(memoNames.websiteConfig, () => readConfig({ fresh: true }), {
  everyMs: env.CMS_INDEX_REFRESH_SECONDS * 1000,
});

const building = () => process.env.NEXT_PHASE === 'phase-production-build';

// One copy for the whole of a render: the layout reads it before the page's CMS reads end, and a publish
// that reloaded it in between gave a page whose text had the new Site name under a header and title with
// the old one (and Next kept that page as fresh until the webhook's second pass).
const keptForThisRender = cache(async () => (await kept.settled()) ?? defaults);

/** The configuration in memory now, without waiting (the proxy's Content-Security-Policy). */
export function websiteConfigNow(): WebsiteConfig {
  return kept.current()?.config ?? defaultWebsiteConfig;
}

/**
 * The website configuration. `fresh` (for `/api/config`, which the CDN caches instead) asks the CMS and
 * falls back to the defaults while it is down rather than serve an old copy. Pages read the copy in
 * memory (the build, which has none, reads the CMS through the tagged cache), so a page rendered on a
 * request never waits on the CMS.
 */
export async function getWebsiteConfig({ fresh = true } = {}): Promise<WebsiteConfigResult> {
  if (!fresh && !building()) return keptForThisRender();
  try {
    return await readConfig({ fresh });
  } catch (error) {
    if (error instanceof CmsError) return defaults;
    throw error;
  }
}

/**
 * The brand name, as editors set it under Website configuration ("Site name"): the one source for the
 * header, titles, link-preview images, feeds and calendars. A save there marks every page stale.
 */
export async function currentSiteName(): Promise<string> {
  return (await getWebsiteConfig({ fresh: false })).config.siteName;
}
