import 'server-only';

import { getFormatter, getTranslations } from 'next-intl/server';

import { Badge } from '@/components/ui/badge';
import type { Locale } from '@/i18n/locales';
import { localizedPath, routeHref } from '@/routes/match';

import type { FrameName } from './names';
import { sample } from './sample';
import { ScreenFrame } from './screen-frame';

type SampleGuest = { name: string; tier: string; checkedIn: boolean };

/** An organizer's event page (`/account/events/{id}`): the counts and the first rows of the guest list. */
export async function DashboardScreen({ locale, frame }: { locale: Locale; frame: FrameName }) {
  const [t, tOverview, tGuests, tStatus, tEvent, format] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductScreens' }),
    getTranslations({ locale, namespace: 'OrganizerGuests.overview' }),
    getTranslations({ locale, namespace: 'OrganizerGuests.guests' }),
    getTranslations({ locale, namespace: 'OrganizerGuests.status' }),
    getTranslations({ locale, namespace: 'OrganizerGuests.eventStatus' }),
    getFormatter({ locale }),
  ]);
  const event = t('sample.event');
  const when = format.dateTimeRange(sample.startsAt, sample.endsAt, {
    timeZone: sample.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const time = format.dateTime(sample.checkedInAt, { timeZone: sample.timeZone, timeStyle: 'short' });
  const guests: SampleGuest[] = [
    { name: t('sample.guestOne'), tier: t('sample.earlyTier'), checkedIn: true },
    { name: t('sample.guestTwo'), tier: t('sample.tier'), checkedIn: true },
    { name: t('sample.guestThree'), tier: t('sample.tier'), checkedIn: false },
    { name: t('sample.guestFour'), tier: t('sample.earlyTier'), checkedIn: false },
  ];
  const counts = [
    [tOverview('issued'), sample.counts.issued],
    [tOverview('checkedIn'), sample.counts.checkedIn],
    [tOverview('capacity'), sample.counts.capacity],
  ] as const;
  return (
    <ScreenFrame
      frame={frame}
      label={t('labels.dashboard', { event })}
      path={localizedPath(routeHref('account-events'), {}, locale)}
    >
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="min-w-0">
            <p className="text-base leading-snug font-bold text-balance">{event}</p>
            <p className="text-xs text-fg-soft">{when}</p>
          </div>
          <Badge tone="success">{tEvent('published')}</Badge>
        </div>
        <dl className="grid grid-cols-3 gap-2">
          {counts.map(([label, value]) => (
            <div key={label} className="grid content-start gap-0.5 rounded-lg border border-line p-2">
              <dt className="text-[0.7rem] leading-tight text-fg-soft">{label}</dt>
              <dd className="text-lg font-bold tabular-nums">{format.number(value)}</dd>
            </div>
          ))}
        </dl>
        <div className="flex items-baseline justify-between gap-2">
          <p className="text-sm font-bold">
            {tGuests('heading')}{' '}
            <span className="font-normal text-fg-soft">
              {tGuests('count', { count: sample.counts.issued })}
            </span>
          </p>
          <span className="hidden rounded-lg bg-primary-700 px-2.5 py-1 text-xs font-semibold text-white @md:inline dark:bg-primary-400 dark:text-primary-950">
            {tOverview('checkIn')}
          </span>
        </div>
        <ul className="grid gap-1.5">
          {guests.map((guest) => (
            <li
              key={guest.name}
              className="grid gap-0.5 rounded-lg border border-line px-2.5 py-2 text-xs @md:grid-cols-[1fr_auto_auto] @md:items-center @md:gap-3"
            >
              <span className="font-semibold text-fg">{guest.name}</span>
              <span className="text-fg-soft">{guest.tier}</span>
              <span className="flex flex-wrap items-center gap-1.5">
                <Badge tone={guest.checkedIn ? 'success' : 'primary'}>
                  {tStatus(guest.checkedIn ? 'checked_in' : 'issued')}
                </Badge>
                {guest.checkedIn && <span className="text-success">{tGuests('checkedInAt', { time })}</span>}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ScreenFrame>
  );
}
