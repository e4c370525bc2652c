import 'server-only';

import type { Metadata } from 'next';
import { locale as rootLocale } from 'next/root-params';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';

import { asLocale } from '@/i18n/locales';
import { currentSiteName } from '@/lib/cms/website-config';
import { routeMetadata } from '@/lib/seo/metadata';
import type { RouteName } from '@/routes/table';

type AuthCopy = 'signIn' | 'register' | 'forgot' | 'reset' | 'confirm' | 'accountPage' | 'emailSignIn';

/** Title and description of an account page (noindex, from the route table). */
export function authPageMetadata(name: RouteName, copy: AuthCopy) {
  return async function generateMetadata(): Promise<Metadata> {
    const locale = asLocale(await rootLocale());
    const [t, siteName] = await Promise.all([
      getTranslations({ locale, namespace: `Auth.${copy}` }),
      currentSiteName(),
    ]);
    return routeMetadata({ locale, name, title: t('title'), description: t('description', { siteName }) });
  };
}

/**
 * The frame of every account page: a narrow column with the heading, and the form islands under a
 * provider that holds only the `Auth` messages (never the whole locale file).
 */
// The provider's own children type: next-intl is typed against the React types the CMS hoists.
type Children = ComponentProps<typeof NextIntlClientProvider>['children'];

export async function AuthPage({
  copy,
  heading,
  children,
}: {
  copy: AuthCopy;
  /** Another heading than the copy's own (the mailed link's page). */
  heading?: string;
  children: Children;
}) {
  const locale = asLocale(await rootLocale());
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: `Auth.${copy}` }),
    getMessages({ locale }),
  ]);
  return (
    <div className="mx-auto grid w-full max-w-md gap-6 py-4 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight text-balance text-fg">{heading ?? t('heading')}</h1>
      <NextIntlClientProvider locale={locale} messages={{ Auth: messages.Auth }}>
        {children}
      </NextIntlClientProvider>
    </div>
  );
}
