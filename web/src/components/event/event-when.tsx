import { getFormatter, getTranslations } from 'next-intl/server';

import { type Locale, languageTag } from '@/i18n/locales';
import type { Event } from '@/lib/cms/types';
import { fullDateOptions } from '@/lib/events/full-date';

import { CalendarTile } from './calendar-tile';
import { VisitorTime } from './visitor-time.client';
import { zoneName } from './zone-name';

/** Date and time in the event's zone, named; the visitor's own time is added in the browser. */
export async function EventWhen({ event, locale }: { event: Event; locale: Locale }) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'EventPage' }),
    getFormatter({ locale }),
  ]);
  const timeZone = event.timeZone;
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  const dayOf = (date: Date) =>
    format.dateTime(date, { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
  const oneDay = dayOf(start) === dayOf(end);
  const tag = languageTag(locale);

  return (
    <div className="flex gap-4">
      <CalendarTile startsAt={event.startsAt} timeZone={timeZone} locale={locale} />
      <div className="min-w-0">
        <h2 className="sr-only">{t('when')}</h2>
        <p className="font-semibold">
          <time dateTime={event.startsAt}>
            {oneDay
              ? format.dateTime(start, { timeZone, ...fullDateOptions(locale) })
              : format.dateTimeRange(start, end, { timeZone, dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </p>
        <p className="text-fg-soft">
          {oneDay &&
            `${format.dateTimeRange(start, end, { timeZone, hour: 'numeric', minute: '2-digit' })} · `}
          <span data-event-zone={timeZone}>{zoneName(timeZone, tag, start)}</span>
        </p>
        <VisitorTime
          startsAt={event.startsAt}
          endsAt={event.endsAt}
          eventZone={timeZone}
          languageTag={tag}
          label={t('yourTime')}
        />
      </div>
    </div>
  );
}
