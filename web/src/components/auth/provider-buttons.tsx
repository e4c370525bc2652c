import 'server-only';

import { locale as rootLocale } from 'next/root-params';
import { getTranslations } from 'next-intl/server';

import { buttonVariants } from '@/components/ui/button';
import { asLocale } from '@/i18n/locales';
import { enabledProviders } from '@/lib/cms/auth';

const providerNames: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  discord: 'Discord',
  facebook: 'Facebook',
  twitter: 'X',
  apple: 'Apple',
  microsoft: 'Microsoft',
};

/** One button per social provider an editor enabled in Strapi; none, and no divider, when there are none. */
export async function ProviderButtons() {
  const [providers, t] = await Promise.all([
    enabledProviders(),
    getTranslations({ locale: asLocale(await rootLocale()), namespace: 'Auth.signIn' }),
  ]);
  if (providers.length === 0) return null;
  return (
    <div className="grid gap-3">
      <p className="text-center text-sm text-muted">{t('or')}</p>
      {providers.map((provider) => (
        // A plain link: the start is a server redirect to the CMS, not a page of the site.
        <a
          key={provider}
          href={`/api/auth/connect/${provider}`}
          className={buttonVariants({ variant: 'secondary', size: 'lg' })}
        >
          {t('provider', { provider: providerNames[provider] ?? provider })}
        </a>
      ))}
    </div>
  );
}
