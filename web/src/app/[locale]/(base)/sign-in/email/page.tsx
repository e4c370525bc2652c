import { locale as rootLocale } from 'next/root-params';
import { getTranslations } from 'next-intl/server';

import { AuthPage, authPageMetadata } from '@/components/auth/auth-page';
import { EmailCodeForm } from '@/components/auth/email-code-form.client';
import { EmailLinkButton } from '@/components/auth/email-link-button.client';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/locales';
import { parseIntent } from '@/lib/auth/intent';
import { currentSiteName } from '@/lib/cms/website-config';
import { pendingEmail } from '@/server/auth/email-sign-in';
import { emailCodeMinutes } from '@/lib/auth/email-code';
import { routeHref } from '@/routes/match';

export const generateMetadata = authPageMetadata('email-sign-in', 'emailSignIn');

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/**
 * The mailed sign-in's second step, rendered per request (noindex, never shared). With `?token=` (the
 * mail's link) it shows a button that signs in: opening the link spends nothing. Otherwise it asks for
 * the 6-digit code sent to the address this browser gave (shown from its cookie).
 */
export default async function EmailSignInPage({ searchParams }: PageProps<'/[locale]/sign-in/email'>) {
  const locale = asLocale(await rootLocale());
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'Auth.emailSignIn' });
  const token = one(query.token);
  if (token) {
    return (
      <AuthPage copy="emailSignIn" heading={t('linkHeading')}>
        <p className="text-fg-soft">{t('linkBody', { siteName: await currentSiteName() })}</p>
        <EmailLinkButton token={token} />
      </AuthPage>
    );
  }
  const email = await pendingEmail();
  const intent = parseIntent(one(query.intent));
  const again = intent ? `${routeHref('register')}?intent=${intent}` : routeHref('sign-in');
  return (
    <AuthPage copy="emailSignIn">
      <p className="rounded-lg border border-line bg-primary-soft p-4 text-fg">
        {email ? t('sentTo', { email }) : t('sent')}
      </p>
      <p className="text-fg-soft">{t('linkToo', { minutes: emailCodeMinutes })}</p>
      <EmailCodeForm error={one(query.error)} />
      <p className="border-t border-line pt-6 text-sm text-fg-soft">
        {t('again')}{' '}
        <Link href={again} className="font-medium text-link underline">
          {t('againLink')}
        </Link>
      </p>
    </AuthPage>
  );
}
