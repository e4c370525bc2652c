import 'server-only';

import { locale as rootLocale } from 'next/root-params';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';

import { asLocale } from '@/i18n/locales';

import { PasskeySignInButton } from './passkey-sign-in.client';

/** "Sign in with a passkey" under the sign-in form, with its own messages (the `Passkeys` namespace). */
export async function PasskeySignIn() {
  const locale = asLocale(await rootLocale());
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={{ Passkeys: messages.Passkeys }}>
      <PasskeySignInButton />
    </NextIntlClientProvider>
  );
}
