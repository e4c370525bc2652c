import { getFormatter, getNow, getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import { events } from '@/lib/cms/events';
import {
  type FilterParam,
  isFiltered,
  matchesFilters,
  noFilters,
  parseEventFilters,
} from '@/lib/events/list-filters';
import { localizedPath } from '@/routes/match';

import { EventCardGrid } from './event-card-grid';
import { EventFiltersForm } from './event-filters';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The events list under the page's CMS sections: filters, the upcoming events as cards (soonest first)
 * with their count, and past events folded away below (latest first). Without `searchParams` it is the
 * prerendered, unfiltered list; the filtered route passes the request's.
 */
export async function EventsDirectory({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams?: SearchParams;
}) {
  const [list, t, format, now] = await Promise.all([
    events.list(locale),
    getTranslations({ locale, namespace: 'EventList' }),
    getFormatter({ locale }),
    getNow(),
  ]);
  const cities = [...new Set(list.flatMap((event) => (event.city ? [event.city] : [])))].sort((a, b) =>
    a.localeCompare(b, locale),
  );
  const { filters, ignored } = searchParams
    ? parseEventFilters(searchParams, cities)
    : { filters: noFilters, ignored: [] };
  const filtered = isFiltered(filters);
  const shown = list.filter((event) => matchesFilters(event, filters));
  // Split at render time; the static page is re-rendered at least hourly, so the split is at most that late.
  const upcoming = shown.filter((event) => Date.parse(event.endsAt) >= now.getTime());
  const past = shown.filter((event) => Date.parse(event.endsAt) < now.getTime()).reverse();
  const labels: Record<FilterParam, string> = {
    city: t('city'),
    online: t('onlineOnly'),
    from: t('from'),
    to: t('to'),
    free: t('freeOnly'),
  };

  return (
    <>
      <EventFiltersForm
        action={localizedPath('/events', {}, locale)}
        cities={cities}
        filters={filters}
        // A URL with filters the page could not use offers the way back to the plain list too.
        filtered={filtered || ignored.length > 0}
      />
      {ignored.length > 0 && (
        <p
          role="status"
          className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {t('ignored', { names: format.list(ignored.map((name) => labels[name])) })}
        </p>
      )}
      <section aria-labelledby="upcoming" className="mt-10">
        <h2 id="upcoming" className="text-2xl font-semibold" data-result-count={upcoming.length}>
          {filtered
            ? t('matchCount', { count: upcoming.length })
            : t('upcomingCount', { count: upcoming.length })}
        </h2>
        {upcoming.length === 0 ? (
          <div className="mt-6 rounded-2xl border border-dashed border-line px-6 py-10 text-center">
            <p className="text-lg font-medium text-fg">
              {filtered ? t('emptyFiltered') : t('emptyUpcoming')}
            </p>
            {filtered && <p className="mt-2 text-muted">{t('emptyFilteredHint')}</p>}
          </div>
        ) : (
          <EventCardGrid events={upcoming} />
        )}
      </section>
      {past.length > 0 && (
        // Apart and below: people come for what is next; a hub's record is still there to read.
        <section aria-labelledby="past" className="mt-16 border-t border-line pt-10">
          <h2 id="past" className="text-2xl font-semibold">
            {t('past')}
          </h2>
          <EventCardGrid events={past} />
        </section>
      )}
    </>
  );
}
