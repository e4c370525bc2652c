'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';

import { useHolderQuery } from '@/components/tickets/use-ticket-query';
import { buttonVariants } from '@/components/ui/button';
import { getPathname, Link } from '@/i18n/navigation';
import { createSiteClient } from '@/lib/trpc/client';
import { routeHref } from '@/routes/match';

import { SignedOutPrompt } from './signed-out-prompt';
import { StatusBadge } from './status-badge';

const linkClass = 'font-medium text-link underline underline-offset-4';

/** The organizer's events, newest first: status, date, tickets issued, and where to take each one. */
export function MyEvents() {
  const t = useTranslations('OrganizerEvents');
  const format = useFormatter();
  const locale = useLocale();
  const [state] = useHolderQuery(() => createSiteClient().organizer.mine.query(), 'mine');
  const create = (
    <Link href={routeHref('account-events-new')} className={buttonVariants()} data-testid="create-event">
      {t('create')}
    </Link>
  );
  if (state.kind === 'loading') return <p role="status">{t('loading')}</p>;
  if (state.kind === 'signedOut') return <SignedOutPrompt returnTo={routeHref('account-events')} />;
  if (state.kind !== 'ready') return <p role="alert">{t('errors.unknown')}</p>;
  if (state.value.length === 0) {
    return (
      <div className="grid justify-items-start gap-4">
        <p className="text-fg-soft">{t('empty')}</p>
        {create}
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <div>{create}</div>
      <ul className="grid gap-3" data-testid="my-events">
        {state.value.map((event) => {
          const params = { id: event.id };
          return (
            <li
              key={event.id}
              className="grid gap-2 rounded-lg border border-line p-4"
              data-event-id={event.id}
            >
              <h2 className="text-lg font-semibold text-fg">{event.title}</h2>
              <p className="flex flex-wrap gap-2">
                <StatusBadge status={event.hidden ? 'hidden' : event.status} />
                {event.role === 'coHost' && <span className="text-sm text-muted">{t('coHost')}</span>}
              </p>
              <time dateTime={event.startsAt} className="text-sm text-fg-soft">
                {format.dateTime(new Date(event.startsAt), {
                  timeZone: event.timeZone,
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </time>
              <p className="text-sm text-fg-soft">
                {event.counts.capacity === null
                  ? t('ticketsUnlimited', { issued: event.counts.issued })
                  : t('tickets', { issued: event.counts.issued, capacity: event.counts.capacity })}
              </p>
              <p className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
                <Link href={routeHref('account-events-edit', params)} className={linkClass}>
                  {t('edit')}
                  <span className="sr-only">: {event.title}</span>
                </Link>
                <Link href={routeHref('account-events-preview', params)} className={linkClass}>
                  {t('preview')}
                  <span className="sr-only">: {event.title}</span>
                </Link>
                <Link href={routeHref('account-events-manage', params)} className={linkClass}>
                  {t('manage')}
                  <span className="sr-only">: {event.title}</span>
                </Link>
                {/* A full page load: the door's page may use the camera only by its own
                    Permissions-Policy, which a client-side navigation would not bring. */}
                <a
                  href={getPathname({ href: routeHref('account-events-check-in', params), locale })}
                  className={linkClass}
                >
                  {t('checkIn')}
                  <span className="sr-only">: {event.title}</span>
                </a>
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
