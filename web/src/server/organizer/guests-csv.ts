import 'server-only';

import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import type { Guest } from '@/lib/cms/organizer';
import { toCsv, utf8Bom } from '@/lib/organizer/csv';

/** The guest list as the CSV file an organizer downloads: headers and statuses in their language. */
export async function guestsCsv(guests: readonly Guest[], locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'OrganizerGuests' });
  const header = [
    t('csv.name'),
    t('csv.email'),
    t('csv.tier'),
    t('csv.status'),
    t('csv.code'),
    t('csv.registeredAt'),
    t('csv.checkedInAt'),
    t('csv.checkedInBy'),
  ];
  const rows = guests.map((guest) => [
    guest.name,
    guest.email,
    guest.tierName,
    t(`status.${guest.status}`),
    guest.code,
    guest.createdAt,
    guest.checkedInAt ?? '',
    guest.checkedInByName ?? '',
  ]);
  return utf8Bom + toCsv([header, ...rows]);
}
