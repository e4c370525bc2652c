import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';

/** Where an online event's join link is: on the holder's ticket, never on the public page. */
export async function JoinLinkNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Tickets' });
  return <span className="block text-sm text-muted">{t('joinLinkOnTicket')}</span>;
}
