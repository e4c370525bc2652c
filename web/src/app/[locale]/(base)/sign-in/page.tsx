import { locale as rootLocale } from 'next/root-params';
import { getTranslations } from 'next-intl/server';

import { AuthPage, authPageMetadata } from '@/components/auth/auth-page';
import { EmailSignInForm } from '@/components/auth/email-sign-in-form.client';
import { ProviderButtons } from '@/components/auth/provider-buttons';
import { SignInForm } from '@/components/auth/sign-in-form.client';
import { SignInNotice } from '@/components/auth/sign-in-notice.client';
import { PasskeySignIn } from '@/components/passkeys/passkey-sign-in';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/locales';
import { currentSiteName } from '@/lib/cms/website-config';

export const generateMetadata = authPageMetadata('sign-in', 'signIn');

export default async function SignInPage() {
  const [t, siteName] = await Promise.all([
    getTranslations({ locale: asLocale(await rootLocale()), namespace: 'Auth.signIn' }),
    currentSiteName(),
  ]);
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
      <section aria-labelledby="email-sign-in" className="grid gap-3 border-t border-line pt-6">
        <h2 id="email-sign-in" className="text-lg font-semibold text-fg">
          {t('emailHeading')}
        </h2>
        <p className="text-sm text-fg-soft">{t('emailHint')}</p>
        <EmailSignInForm from="sign-in" />
      </section>
      <ProviderButtons />
      <p className="border-t border-line pt-6 text-fg-soft">
        {t('noAccount', { siteName })}{' '}
        <Link href="/register" className="font-medium text-link underline">
          {t('register')}
        </Link>
      </p>
    </AuthPage>
  );
}
