import { useTranslations } from 'next-intl';

import { Link } from '@/i18n/navigation';
import { routeHref } from '@/routes/match';

/** What a visitor who is not signed in sees instead of tickets: never any data. */
export function SignedOutNote() {
  const t = useTranslations('Tickets.list');
  return (
    <p className="text-fg-soft">
      {t('signedOut')}{' '}
      <Link href={routeHref('sign-in')} className="font-medium text-link underline">
        {t('signIn')}
      </Link>
    </p>
  );
}
