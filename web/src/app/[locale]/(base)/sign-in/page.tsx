import { locale as rootLocale } from 'next/root-params';
import { getTranslations } from 'next-intl/server';

import { AuthPage, authPageMetadata } from '@/components/auth/auth-page';
import { ProviderButtons } from '@/components/auth/provider-buttons';
import { SignInForm } from '@/components/auth/sign-in-form.client';
import { SignInNotice } from '@/components/auth/sign-in-notice.client';
import { PasskeySignIn } from '@/components/passkeys/passkey-sign-in';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/locales';

export const generateMetadata = authPageMetadata('sign-in', 'signIn');

export default async function SignInPage() {
  const t = await getTranslations({ locale: asLocale(await rootLocale()), namespace: 'Auth.signIn' });
  return (
    <AuthPage copy="signIn">
      <SignInNotice />
      <SignInForm />
      <PasskeySignIn />
      <p className="text-sm">
        <Link href="/forgot-password" className="font-medium text-link underline">
          {t('forgot')}
        </Link>
      </p>
      <ProviderButtons />
      <p className="border-t border-line pt-6 text-fg-soft">
        {t('noAccount')}{' '}
        <Link href="/register" className="font-medium text-link underline">
          {t('register')}
        </Link>
      </p>
    </AuthPage>
  );
}
