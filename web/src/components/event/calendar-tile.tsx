import type { Locale } from '@/i18n/locales';

import { dayAndMonth } from './day-and-month';

/**
 * The small calendar page beside the date on the event page: month over day, in the event's zone.
 * Decorative for screen readers: the date beside it says the same in full.
 */
export function CalendarTile(props: { startsAt: string; timeZone: string; locale: Locale }) {
  const { day, month } = dayAndMonth(props.startsAt, props.timeZone, props.locale);
  return (
    <span
      aria-hidden="true"
      className="flex w-12 shrink-0 flex-col self-start overflow-hidden rounded-lg border border-line text-center leading-none"
    >
      <span className="bg-surface-muted py-1 text-[0.65rem] font-semibold tracking-wide text-muted uppercase">
        {month}
      </span>
      <span className="py-1.5 text-lg font-semibold">{day}</span>
    </span>
  );
}
