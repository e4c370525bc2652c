'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';

import { Link } from '@/i18n/navigation';
import { createSiteClient } from '@/lib/trpc/client';
import { routeHref } from '@/routes/match';

import { SignedOutNote } from './signed-out-note';
import { useHolderQuery } from './use-ticket-query';

/** "My tickets": event, date, tier and status of each, newest first; each opens its ticket. */
export function MyTickets() {
  const t = useTranslations('Tickets');
  const format = useFormatter();
  const locale = useLocale();
  const [state] = useHolderQuery(() => createSiteClient().tickets.mine.query({ locale }), locale);
  if (state.kind === 'loading') return <p role="status">{t('list.loading')}</p>;
  if (state.kind === 'signedOut') return <SignedOutNote />;
  if (state.kind !== 'ready') return <p role="alert">{t('errors.unknown')}</p>;
  if (state.value.length === 0) {
    return (
      <p className="text-fg-soft">
        {t('list.empty')}{' '}
        <Link href={routeHref('events')} className="font-medium text-link underline">
          {t('confirm.browseEvents')}
        </Link>
      </p>
    );
  }
  return (
    <ul className="grid gap-3" data-testid="my-tickets">
      {state.value.map((ticket) => (
        <li key={ticket.code}>
          <Link
            href={routeHref('account-tickets-code', { code: ticket.code })}
            className="grid gap-1 rounded-lg border border-line p-4 hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
          >
            <span className="font-semibold text-fg">{ticket.event?.title ?? t('list.unknownEvent')}</span>
            {ticket.event && (
              <time dateTime={ticket.event.startsAt} className="text-sm text-fg-soft">
                {format.dateTime(new Date(ticket.event.startsAt), {
                  timeZone: ticket.event.timeZone,
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </time>
            )}
            <span className="text-sm text-fg-soft">
              {t('list.tier')}: {ticket.tierName} · {t('list.status')}: {t(`status.${ticket.status}`)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
