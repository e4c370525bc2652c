import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { locale as rootLocale } from 'next/root-params';
import { getTranslations } from 'next-intl/server';

import { AuthPage, authPageMetadata } from '@/components/auth/auth-page';
import { EmailSignInForm } from '@/components/auth/email-sign-in-form.client';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/locales';
import { intentLanding, parseIntent } from '@/lib/auth/intent';
import { sessionHintCookie } from '@/lib/auth/session-hint';
import { localizedPath, routeHref } from '@/routes/match';

export const generateMetadata = authPageMetadata('register', 'register');

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/**
 * Sign-up with an e-mail address only (and a name, if the visitor likes). Rendered per request
 * (noindex, never shared): `?intent=` says where the visitor lands after confirming, and a visitor
 * who is already signed in goes straight there, with or without JavaScript.
 */
export default async function RegisterPage({ searchParams }: PageProps<'/[locale]/register'>) {
  const locale = asLocale(await rootLocale());
  const query = await searchParams;
  const intent = parseIntent(one(query.intent));
  if ((await cookies()).has(sessionHintCookie)) {
    redirect(localizedPath(routeHref(intentLanding(intent)), {}, locale));
  }
  const [t, tIntent] = await Promise.all([
    getTranslations({ locale, namespace: 'Auth.register' }),
    getTranslations({ locale, namespace: 'Intent' }),
  ]);
  return (
    <AuthPage copy="register">
      {intent && <p className="text-lg text-fg">{tIntent(intent)}</p>}
      <p className="text-fg-soft">{t('emailIntro')}</p>
      <EmailSignInForm from="register" intent={intent} error={one(query.error)} />
      <p className="border-t border-line pt-6 text-fg-soft">
        {t('haveAccount')}{' '}
        <Link href={routeHref('sign-in')} className="font-medium text-link underline">
          {t('signIn')}
        </Link>
      </p>
      <p className="text-sm text-fg-soft">
        {t('passwordInstead')}{' '}
        <Link href={routeHref('register-password')} className="font-medium text-link underline">
          {t('passwordLink')}
        </Link>
      </p>
    </AuthPage>
  );
}
