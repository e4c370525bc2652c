import type { MetadataRoute } from 'next';

import { siteUrl } from '@/config/site';
import { locales } from '@/i18n/locales';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // Debug pages exist in every build but are not for search engines (also `noindex`).
      disallow: ['/debug', ...locales.map((locale) => `/${locale}/debug`), '/api/'],
    },
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
