import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';

import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { siteName, siteUrl } from '@/config/site';
import { isLocale, languageTag, locales, textDirection } from '@/i18n/locales';

import '../globals.css';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

// Only the 14 locales exist; anything else in the first segment is not a language.
export const dynamicParams = false;

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteUrl),
    title: { template: `%s | ${siteName}`, default: t('homeTitle', { siteName }) },
    description: t('homeDescription'),
  };
}

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: 'Layout' });

  return (
    <html lang={languageTag(locale)} dir={textDirection(locale)}>
      <body className="flex min-h-dvh flex-col">
        {/* Locale only: client islands get the messages they need by `pick`, never all of them. */}
        <NextIntlClientProvider locale={locale} messages={null}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-violet-700 focus:px-3 focus:py-2 focus:text-white"
          >
            {t('skipToContent')}
          </a>
          <SiteHeader />
          <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-10">
            {children}
          </main>
          <SiteFooter />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
