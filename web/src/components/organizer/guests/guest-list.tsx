import 'server-only';

import { getFormatter, getTranslations } from 'next-intl/server';

import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { Guest } from '@/lib/cms/organizer';
import { maxSearch } from '@/lib/organizer/guest-schemas';
import { routeHref } from '@/routes/match';

import { CancelGuest } from './cancel-guest.client';

type GuestListProps = {
  eventId: string;
  locale: Locale;
  timeZone: string;
  /** Already sorted; only the matches when `query` is set. */
  guests: Guest[];
  total: number;
  query: string;
};

const toneOf = (status: Guest['status']) =>
  status === 'checked_in' ? 'success' : status === 'issued' ? 'primary' : 'neutral';

/**
 * The guest list with its search (a plain GET form: the server filters, so it works without
 * JavaScript), the CSV download and a cancel button on each ticket still open.
 */
export async function GuestList({ eventId, locale, timeZone, guests, total, query }: GuestListProps) {
  const [t, tStatus, format] = await Promise.all([
    getTranslations({ locale, namespace: 'OrganizerGuests.guests' }),
    getTranslations({ locale, namespace: 'OrganizerGuests.status' }),
    getFormatter({ locale }),
  ]);
  const csvHref = `/api/organizer/events/${encodeURIComponent(eventId)}/guests.csv?locale=${locale}`;
  const time = (iso: string) =>
    format.dateTime(new Date(iso), { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="guests-heading" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="guests-heading" className="text-xl font-bold text-fg">
          {t('heading')}{' '}
          <span className="text-base font-normal text-fg-soft">{t('count', { count: total })}</span>
        </h2>
        {total > 0 && (
          // A download, not a page: a plain link the browser saves (Content-Disposition: attachment).
          <a href={csvHref} download className={buttonVariants({ variant: 'secondary' })}>
            {t('csv')}
          </a>
        )}
      </div>
      {total > 0 && (
        <form method="get" role="search" className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <div className="grid gap-1.5">
            <label htmlFor="guest-search" className="text-sm font-medium text-fg">
              {t('search')}
            </label>
            <input
              id="guest-search"
              name="q"
              type="search"
              defaultValue={query}
              maxLength={maxSearch}
              aria-describedby="guest-search-hint"
              className="rounded-lg border border-line bg-surface px-3 py-2 text-base text-fg outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/40"
            />
            <p id="guest-search-hint" className="text-sm text-muted">
              {t('searchHint')}
            </p>
          </div>
          <button type="submit" className={`${buttonVariants({ variant: 'secondary' })} sm:mb-7`}>
            {t('searchButton')}
          </button>
        </form>
      )}
      {query && (
        <p className="text-sm text-fg-soft" role="status">
          {t('matches', { count: guests.length, query })}{' '}
          <Link href={routeHref('account-events-manage', { id: eventId })} className="text-link underline">
            {t('showAll')}
          </Link>
        </p>
      )}
      {total === 0 ? (
        <p className="text-fg-soft">{t('empty')}</p>
      ) : (
        <ul className="grid gap-3" data-testid="guest-list">
          {guests.map((guest) => (
            <li
              key={guest.code}
              data-guest={guest.code}
              className="grid gap-3 rounded-lg border border-line p-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center"
            >
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold break-words text-fg">{guest.name}</span>
                  <Badge tone={toneOf(guest.status)}>{tStatus(guest.status)}</Badge>
                </div>
                <dl className="grid gap-x-4 gap-y-0.5 text-sm text-fg-soft sm:grid-cols-[auto_1fr]">
                  <dt className="sr-only sm:not-sr-only sm:text-muted">{t('email')}</dt>
                  <dd className="break-all">{guest.email}</dd>
                  <dt className="sr-only sm:not-sr-only sm:text-muted">{t('tier')}</dt>
                  <dd>{guest.tierName}</dd>
                </dl>
                {guest.checkedInAt && (
                  <p className="text-sm text-success">
                    <time dateTime={guest.checkedInAt}>
                      {guest.checkedInByName
                        ? t('checkedInBy', { time: time(guest.checkedInAt), name: guest.checkedInByName })
                        : t('checkedInAt', { time: time(guest.checkedInAt) })}
                    </time>
                  </p>
                )}
              </div>
              {(guest.status === 'issued' || guest.status === 'pending') && (
                <CancelGuest eventId={eventId} code={guest.code} name={guest.name} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
