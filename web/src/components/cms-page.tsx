import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { cache, type ReactNode } from 'react';

import { asLocale, type Locale } from '@/i18n/locales';
import { getPage } from '@/lib/cms/pages';
import { faqJsonLd } from '@/lib/seo/json-ld';
import { routeMetadata } from '@/lib/seo/metadata';
import type { PageRouteName } from '@/routes/pages';
import { cmsPageKey } from '@/routes/pages';
import { headerNavigation } from '@/routes/site-map';
import { RenderSections } from '@/sections/render-sections';

import { ClosingCta, type ClosingIntent } from './closing-cta';
import { FallbackNote } from './fallback-note';
import { JsonLd } from './json-ld';
import { PricingLink } from './pricing-link';

// One read for the metadata and the page of a request.
const loadPage = cache((locale: Locale, name: PageRouteName) => getPage(locale, cmsPageKey(name)));

/** Title, description, Open Graph image and alternates of a route composed in the CMS. */
export function cmsPageMetadata(name: PageRouteName) {
  return async function generateMetadata(): Promise<Metadata> {
    const locale = asLocale(await rootLocale());
    const page = await loadPage(locale, name);
    const t = await getTranslations({ locale, namespace: 'Layout.pages' });
    return routeMetadata({
      locale,
      name,
      title: page?.title ?? t(name),
      description: page?.description ?? '',
      // A page shown in English as a fallback is not offered as this locale's alternate.
      availableLocales: page?.availableLocales,
      openGraph: page?.ogImage ? { images: [{ url: page.ogImage.url, alt: page.ogImage.alt }] } : undefined,
    });
  };
}

type CmsPageOptions = {
  /** Shown under the page's hero (the operator's details on the legal pages). */
  afterFirst?: ReactNode;
  /** A product page ends with a call to action: the site's own for this intent if the CMS's does not. */
  closing?: ClosingIntent;
};

/**
 * The sections of a route's CMS page. A page missing in the locale shows the English one with a note;
 * a page missing in the CMS altogether keeps the site up with the route's name as its heading.
 */
export async function CmsPageSections({
  name,
  afterFirst,
  closing,
}: { name: PageRouteName } & CmsPageOptions) {
  const locale = asLocale(await rootLocale());
  const page = await loadPage(locale, name);
  if (!page) {
    const t = await getTranslations({ locale, namespace: 'Layout.pages' });
    return (
      <>
        <h1 className="text-4xl font-bold tracking-tight">{t(name)}</h1>
        {afterFirst}
      </>
    );
  }
  const faq = faqJsonLd(page.sections, page.locale);
  return (
    <>
      {faq && <JsonLd data={faq} />}
      {page.isFallback && <FallbackNote />}
      <div lang={page.isFallback ? page.locale : undefined}>
        <RenderSections
          sections={page.sections}
          locale={locale}
          source={`page "${page.key}"`}
          afterFirst={afterFirst}
        />
      </div>
      {closing && page.sections.at(-1)?.type !== 'sections.cta-band' && (
        <ClosingCta intent={closing} locale={locale} />
      )}
      {isProductPage(name) && <PricingLink locale={locale} />}
    </>
  );
}

const isProductPage = (name: PageRouteName) =>
  (headerNavigation.product as readonly PageRouteName[]).includes(name);

/** A route whose whole content is its CMS page (product and legal pages). */
export function cmsPage(name: PageRouteName, options: CmsPageOptions = {}) {
  return function CmsPage() {
    return <CmsPageSections name={name} {...options} />;
  };
}
