import 'server-only';

import type { Metadata } from 'next';
import { locale as rootLocale } from 'next/root-params';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';

import { asLocale } from '@/i18n/locales';
import { routeMetadata } from '@/lib/seo/metadata';
import type { RouteName } from '@/routes/table';

type TicketsCopy = 'confirm' | 'list' | 'ticket';

/** Title and description of a ticket page (noindex, from the route table). */
export function ticketsPageMetadata(name: RouteName, copy: TicketsCopy) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<Record<string, string | string[] | undefined>>;
  }): Promise<Metadata> {
    const locale = asLocale(await rootLocale());
    const { code } = await params;
    const t = await getTranslations({ locale, namespace: `Tickets.${copy}` });
    return routeMetadata({
      locale,
      name,
      params: typeof code === 'string' ? { code } : {},
      title: t('title'),
      description: t('description'),
    });
  };
}

type Children = ComponentProps<typeof NextIntlClientProvider>['children'];

/**
 * The frame of the ticket pages: the heading, and the islands under a provider holding only the
 * `Tickets` messages. The pages are the same for everyone; a ticket is loaded in the browser, for its
 * holder only.
 */
export async function TicketsPage({ copy, children }: { copy: TicketsCopy; children: Children }) {
  const locale = asLocale(await rootLocale());
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: `Tickets.${copy}` }),
    getMessages({ locale }),
  ]);
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 py-4 sm:py-8 print:max-w-none print:py-0">
      <h1 className="text-3xl font-bold tracking-tight text-balance text-fg print:hidden">
        {copy === 'confirm' ? t('heading') : t('title')}
      </h1>
      {/* In the static shell: the ticket itself comes with the page's streamed part, which needs scripts. */}
      {copy === 'ticket' && (
        <noscript>
          <p className="text-fg-soft">{t('noScript')}</p>
        </noscript>
      )}
      <NextIntlClientProvider locale={locale} messages={{ Tickets: messages.Tickets }}>
        {children}
      </NextIntlClientProvider>
    </div>
  );
}
