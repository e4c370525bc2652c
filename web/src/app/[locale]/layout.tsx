import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { Analytics } from '@/components/shell/analytics.client';
import { ConsentBanner } from '@/components/shell/consent-banner.client';
import { HelpButton } from '@/components/shell/help-button';
import { LoadingBar } from '@/components/shell/loading-bar.client';
import { ThemeProvider } from '@/components/shell/theme-provider.client';
import { Toaster } from '@/components/shell/toaster.client';
import { UpdateWatcher } from '@/components/shell/update-watcher.client';
import { siteUrl } from '@/config/site';
import { isLocale, languageTag, locales, textDirection } from '@/i18n/locales';
import { currentSiteName, getWebsiteConfig } from '@/lib/cms/website-config';
import { localizedPath, routeHref } from '@/routes/match';

// The brand typeface (Inter, variable; globals.css says how it is used) before the site's own styles.
import '@fontsource-variable/inter/wght.css';
import '../globals.css';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const [t, siteName] = await Promise.all([
    getTranslations({ locale: isLocale(locale) ? locale : 'en', namespace: 'Metadata' }),
    currentSiteName(),
  ]);
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
  const [messages, shell, consent, { config }] = await Promise.all([
    getMessages({ locale }),
    getTranslations({ locale, namespace: 'Shell' }),
    getTranslations({ locale, namespace: 'Consent' }),
    getWebsiteConfig({ fresh: false }),
  ]);

  return (
    <html lang={languageTag(locale)} dir={textDirection(locale)} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        {/* Client islands get only the messages they need (the error page's), never all of them. */}
        <ThemeProvider>
          <NextIntlClientProvider locale={locale} messages={{ ErrorPage: messages.ErrorPage }}>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-violet-700 focus:px-3 focus:py-2 focus:text-white"
            >
              {t('skipToContent')}
            </a>
            {children}
            <Toaster label={shell('notifications')} />
            <ConsentBanner
              label={consent('label')}
              text={consent('allow-cookies')}
              yes={consent('yes')}
              no={consent('no')}
              privacy={{ href: localizedPath(routeHref('privacy'), {}, locale), label: consent('privacy') }}
            />
            <Analytics />
            <UpdateWatcher />
            <LoadingBar />
          </NextIntlClientProvider>
        </ThemeProvider>
        <HelpButton handle={config.helpChatHandle} />
      </body>
    </html>
  );
}
