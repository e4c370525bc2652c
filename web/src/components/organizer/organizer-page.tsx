import 'server-only';

import type { Metadata } from 'next';
import { locale as rootLocale } from 'next/root-params';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ComponentProps } from 'react';

import { asLocale, type Locale } from '@/i18n/locales';
import { routeMetadata } from '@/lib/seo/metadata';
import type { RouteName } from '@/routes/table';

type Copy = 'list' | 'new' | 'edit' | 'preview';

/** The page's title and description in the visitor's language. */
async function copyOf(copy: Copy, locale: Locale): Promise<{ title: string; description: string }> {
  if (copy === 'list' || copy === 'preview') {
    const t = await getTranslations({ locale, namespace: 'OrganizerEvents' });
    return copy === 'list'
      ? { title: t('title'), description: t('description') }
      : { title: t('previewBar.label'), description: t('previewBar.text') };
  }
  const t = await getTranslations({ locale, namespace: 'OrganizerForm' });
  return copy === 'new'
    ? { title: t('newTitle'), description: t('newDescription') }
    : { title: t('editTitle'), description: t('editDescription') };
}

/** Title and description of an organizer page (noindex, from the route table). */
export function organizerPageMetadata(name: RouteName, copy: Copy) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<Record<string, string | string[] | undefined>>;
  }): Promise<Metadata> {
    const locale = asLocale(await rootLocale());
    const { id } = await params;
    return routeMetadata({
      locale,
      name,
      params: typeof id === 'string' ? { id } : {},
      ...(await copyOf(copy, locale)),
    });
  };
}

type Children = ComponentProps<typeof NextIntlClientProvider>['children'];

/**
 * The frame of the organizer pages: the heading, and the islands under a provider holding only the
 * organizer messages. The pages are the same for everyone; an event is loaded in the browser, for its
 * organizer and co-hosts only.
 */
export async function OrganizerPage({ copy, children }: { copy: Copy; children: Children }) {
  const locale = asLocale(await rootLocale());
  const [{ title }, messages] = await Promise.all([copyOf(copy, locale), getMessages({ locale })]);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 py-4 sm:py-8">
      <h1 className="text-3xl font-bold tracking-tight text-balance text-fg">{title}</h1>
      <NextIntlClientProvider
        locale={locale}
        messages={{ OrganizerForm: messages.OrganizerForm, OrganizerEvents: messages.OrganizerEvents }}
      >
        {children}
      </NextIntlClientProvider>
    </div>
  );
}
