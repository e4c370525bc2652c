import { getLocale } from 'next-intl/server';

import { asLocale } from '@/i18n/locales';

import { dayAndMonth } from './day-and-month';

/**
 * The calendar tile on an event's card: the day large, the month above it, both in the event's own time
 * zone. Decorative for screen readers: the card's date line says the same in full.
 */
export async function DateTile({ startsAt, timeZone }: { startsAt: string; timeZone: string }) {
  const { day, month } = dayAndMonth(startsAt, timeZone, asLocale(await getLocale()));
  return (
    <div
      aria-hidden="true"
      className="flex w-14 flex-col items-center overflow-hidden rounded-xl bg-surface text-center shadow-md ring-1 ring-black/5"
    >
      <span className="w-full bg-primary-700 py-0.5 text-xs font-semibold text-white uppercase dark:bg-primary-400 dark:text-primary-950">
        {month}
      </span>
      <span className="py-1 text-xl leading-none font-bold text-fg tabular-nums">{day}</span>
    </div>
  );
}
