import 'server-only';

import type { Metadata } from 'next';
import { locale as rootLocale } from 'next/root-params';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';

import { asLocale } from '@/i18n/locales';
import { routeMetadata } from '@/lib/seo/metadata';

import { CheckInDesk } from './check-in-desk.client';

export async function checkInMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const locale = asLocale(await rootLocale());
  const { id } = await params;
  const t = await getTranslations({ locale, namespace: 'CheckIn' });
  return routeMetadata({
    locale,
    name: 'account-events-check-in',
    params: { id },
    title: t('title'),
    description: t('description'),
  });
}

/** The same HTML for everyone: the island asks for the event, which the CMS answers to its hosts only. */
export async function CheckInPage({ id }: { id: string }) {
  const locale = asLocale(await rootLocale());
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'CheckIn' }),
    getMessages({ locale }),
  ]);
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 py-4 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight text-balance text-fg">{t('title')}</h1>
      <NextIntlClientProvider locale={locale} messages={{ CheckIn: messages.CheckIn }}>
        <CheckInDesk id={id} />
      </NextIntlClientProvider>
    </div>
  );
}
