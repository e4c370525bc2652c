import { locale as rootLocale } from 'next/root-params';
import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/icon';
import { buttonVariants } from '@/components/ui/button';
import { asLocale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { routeHref } from '@/routes/match';

/** The account page's way to the visitor's tickets. */
export async function MyTicketsLink() {
  const t = await getTranslations({ locale: asLocale(await rootLocale()), namespace: 'Tickets' });
  return (
    <Link href={routeHref('account-tickets')} className={buttonVariants({ variant: 'secondary' })}>
      <Icon name="ticket" className="size-4" />
      {t('myTickets')}
    </Link>
  );
}
