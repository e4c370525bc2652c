import { locale as rootLocale } from 'next/root-params';
import { getTranslations } from 'next-intl/server';

import { AuthPage, authPageMetadata } from '@/components/auth/auth-page';
import { RegisterForm } from '@/components/auth/register-form.client';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/locales';
import { routeHref } from '@/routes/match';

export const generateMetadata = authPageMetadata('register-password', 'register');

/** Registration with a password (and an optional username), for those who prefer one. */
export default async function RegisterWithPasswordPage() {
  const t = await getTranslations({ locale: asLocale(await rootLocale()), namespace: 'Auth.register' });
  return (
    <AuthPage copy="register">
      <RegisterForm />
      <p className="border-t border-line pt-6 text-fg-soft">
        <Link href={routeHref('register')} className="font-medium text-link underline">
          {t('emailOnly')}
        </Link>
      </p>
      <p className="text-fg-soft">
        {t('haveAccount')}{' '}
        <Link href={routeHref('sign-in')} className="font-medium text-link underline">
          {t('signIn')}
        </Link>
      </p>
    </AuthPage>
  );
}
