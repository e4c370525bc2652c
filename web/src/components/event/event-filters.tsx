import { getTranslations } from 'next-intl/server';

import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import type { EventFilters } from '@/lib/events/list-filters';
import { routeHref } from '@/routes/match';

const field =
  'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-fg focus-visible:outline-2 focus-visible:outline-primary';
// Two date fields share a phone's row: less padding keeps the browser's date text clear of its icon.
const dateField = cn(field, 'px-2 sm:px-3');

/**
 * The events list's filters as a plain GET form: submitting it loads `/events?city=…&free=1`, a URL that
 * can be shared and that the server renders, with or without JavaScript in the browser.
 */
export async function EventFiltersForm({
  action,
  cities,
  filters,
  filtered,
}: {
  /** The locale's own `/events` path (a form's action is a plain URL, not a locale-aware link). */
  action: string;
  cities: string[];
  filters: EventFilters;
  filtered: boolean;
}) {
  const t = await getTranslations('EventList');
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={t('filtersLabel')}
      className="mt-8 grid grid-cols-2 gap-x-3 gap-y-4 rounded-2xl border border-line bg-surface-muted p-4 lg:grid-cols-[2fr_1.5fr_1.5fr_auto] lg:items-end"
    >
      <label className="col-span-2 block text-sm font-medium text-fg lg:col-span-1">
        {t('city')}
        <select name="city" defaultValue={filters.city ?? ''} className={field}>
          <option value="">{t('anyCity')}</option>
          {cities.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium text-fg">
        {t('from')}
        <input type="date" name="from" defaultValue={filters.from ?? ''} className={dateField} />
      </label>
      <label className="block text-sm font-medium text-fg">
        {t('to')}
        <input type="date" name="to" defaultValue={filters.to ?? ''} className={dateField} />
      </label>
      <fieldset className="col-span-2 flex flex-wrap gap-x-5 gap-y-2 lg:col-span-1 lg:flex-col lg:pb-1">
        <legend className="sr-only">{t('moreFilters')}</legend>
        <label className="inline-flex items-center gap-2 text-sm text-fg">
          <input
            type="checkbox"
            name="online"
            value="1"
            defaultChecked={filters.online}
            className="size-4 accent-primary-700 dark:accent-primary-400"
          />
          {t('onlineOnly')}
        </label>
        <label className="inline-flex items-center gap-2 text-sm text-fg">
          <input
            type="checkbox"
            name="free"
            value="1"
            defaultChecked={filters.free}
            className="size-4 accent-primary-700 dark:accent-primary-400"
          />
          {t('freeOnly')}
        </label>
      </fieldset>
      <div className="col-span-2 flex flex-wrap items-center gap-4 lg:col-span-4">
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-lg bg-primary-700 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:bg-primary-400 dark:text-primary-950 dark:hover:bg-primary-300"
        >
          {t('apply')}
        </button>
        {filtered && (
          <Link
            href={routeHref('events')}
            className="text-sm font-medium text-link underline underline-offset-4"
          >
            {t('clear')}
          </Link>
        )}
      </div>
    </form>
  );
}
