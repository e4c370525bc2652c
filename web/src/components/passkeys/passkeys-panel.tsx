import 'server-only';

import { locale as rootLocale } from 'next/root-params';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

import { asLocale } from '@/i18n/locales';

import { PasskeysList } from './passkeys-list.client';

/** The account page's passkeys section, with its own messages (the `Passkeys` namespace). */
export async function PasskeysPanel() {
  const locale = asLocale(await rootLocale());
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={{ Passkeys: messages.Passkeys }}>
      <PasskeysList />
    </NextIntlClientProvider>
  );
}
