import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';

import { currentSiteName } from '@/lib/cms/website-config';
import { asLocale } from '@/i18n/locales';
import { routeMetadata } from '@/lib/seo/metadata';
import type { RouteName } from '@/routes/table';

import { PageIntro, type PageKey } from './page-intro';

/** Metadata of a static page: its translated title and description, canonical and alternates. */
export function marketingMetadata(pageKey: PageKey, name: RouteName) {
  return async function generateMetadata(): Promise<Metadata> {
    const locale = asLocale(await rootLocale());
    const [t, siteName] = await Promise.all([
      getTranslations({ locale, namespace: `Pages.${pageKey}` }),
      currentSiteName(),
    ]);
    return routeMetadata({
      locale,
      name,
      title: t('metaTitle', { siteName }),
      description: t('metaDescription', { siteName }),
    });
  };
}

/** A static page's heading and lead (a later issue writes the full copy and design of each). */
export function marketingPage(pageKey: PageKey) {
  return function MarketingPage() {
    return (
      <article>
        <PageIntro pageKey={pageKey} />
      </article>
    );
  };
}
