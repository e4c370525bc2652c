import 'server-only';

import { siteName } from '@/config/site';

import { cmsFetch } from './client';
import { CmsError } from './errors';
import { rawWebsiteConfig, singleOf } from './schemas';
import { cacheTags } from './tags';
import type { WebsiteConfig } from './types';

/** What the site uses when the CMS has no configuration or cannot be reached (SPEC 3 defaults). */
export const defaultWebsiteConfig: WebsiteConfig = {
  siteName,
  helpChatHandle: 'belong_support',
  analytic: { meta_pixel_id: '', google_analytics_id: '', plausible_enabled: false, plausible_api_host: '' },
  socialLinks: [],
};

export type WebsiteConfigResult = { config: WebsiteConfig; source: 'cms' | 'defaults' };

/**
 * The website configuration. `fresh` (for `/api/config`, which the CDN caches instead) falls back to
 * the defaults while the CMS is down rather than serve an old copy; the cached read (for prerendered
 * pages) is tagged and refreshed by the webhook like every other CMS read.
 */
export async function getWebsiteConfig({ fresh = true } = {}): Promise<WebsiteConfigResult> {
  try {
    const { data } = await cmsFetch(
      {
        path: '/website-config',
        query: { populate: { analytic: true, socialLinks: true } },
        retries: fresh ? 0 : undefined,
        tags: fresh ? undefined : [cacheTags.all, cacheTags.collection('website-config')],
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
      },
    };
  } catch (error) {
    if (error instanceof CmsError) return { config: defaultWebsiteConfig, source: 'defaults' };
    throw error;
  }
}
