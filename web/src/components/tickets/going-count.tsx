import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';

import { GoingCountIsland } from './going-count.client';

/** Place anywhere on an event page: "N going", read live by a small island (the page stays static). */
export async function GoingCount({ slug, locale }: { slug: string; locale: Locale }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={{ Tickets: { going: messages.Tickets.going } }}>
      <GoingCountIsland slug={slug} />
    </NextIntlClientProvider>
  );
}
