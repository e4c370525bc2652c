import { locale as rootLocale } from 'next/root-params';
import { getTranslations } from 'next-intl/server';

import { buttonVariants } from '@/components/ui/button';
import { asLocale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { routeHref } from '@/routes/match';

/** The account page's ways to the visitor's own events and to a new one. */
export async function OrganizerLinks() {
  const t = await getTranslations({ locale: asLocale(await rootLocale()), namespace: 'OrganizerEvents' });
  return (
    <>
      <Link href={routeHref('account-events')} className={buttonVariants({ variant: 'secondary' })}>
        {t('title')}
      </Link>
      <Link href={routeHref('account-events-new')} className={buttonVariants({ variant: 'secondary' })}>
        {t('create')}
      </Link>
    </>
  );
}
