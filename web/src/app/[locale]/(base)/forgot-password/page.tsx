import { locale as rootLocale } from 'next/root-params';
import { getTranslations } from 'next-intl/server';

import { AuthPage, authPageMetadata } from '@/components/auth/auth-page';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form.client';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/locales';

export const generateMetadata = authPageMetadata('forgot-password', 'forgot');

export default async function ForgotPasswordPage() {
  const t = await getTranslations({ locale: asLocale(await rootLocale()), namespace: 'Auth.forgot' });
  return (
    <AuthPage copy="forgot">
      <p className="text-fg-soft">{t('intro')}</p>
      <ForgotPasswordForm />
      <p className="text-sm">
        <Link href="/sign-in" className="font-medium text-link underline">
          {t('back')}
        </Link>
      </p>
    </AuthPage>
  );
}
