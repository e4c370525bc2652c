'use client';

import { useLocale, useTranslations } from 'next-intl';

import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { fullDateTimeRange } from '@/lib/events/full-date';
import { mapLink } from '@/lib/tickets/map-link';
import { createSiteClient } from '@/lib/trpc/client';
import { routeHref } from '@/routes/match';

import { CancelTicket } from './cancel-ticket.client';
import { ExternalLinkIcon } from './external-link-icon';
import { SignedOutNote } from './signed-out-note';
import { useTicketError } from './ticket-error';
import { TicketQr } from './ticket-qr';
import { useHolderQuery } from './use-ticket-query';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-fg">{children}</dd>
    </div>
  );
}

/** One ticket, for its holder: QR, event, tier, holder, status, calendar, venue or join link, cancel. */
export function TicketDetail({ code }: { code: string }) {
  const t = useTranslations('Tickets');
  const locale = useLocale();
  const errorMessage = useTicketError();
  const [state, setState] = useHolderQuery(
    () => createSiteClient().tickets.one.query({ code, locale }),
    code,
  );

  if (state.kind === 'loading') return <p role="status">{t('ticket.loading')}</p>;
  if (state.kind === 'signedOut') return <SignedOutNote />;
  if (state.kind === 'notFound') return <p role="alert">{t('errors.notFound')}</p>;
  if (state.kind === 'failed') return <p role="alert">{t('errors.unknown')}</p>;
  const ticket = state.value;
  const { event } = ticket;
  const live = ticket.status === 'issued' || ticket.status === 'pending';

  async function cancel(): Promise<string | null> {
    try {
      const value = await createSiteClient().tickets.cancel.mutate({ code, locale });
      setState({ kind: 'ready', value });
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  }

  return (
    <div className="grid gap-6">
      <article
        data-print-ticket
        className="grid break-inside-avoid gap-6 rounded-xl border border-line bg-surface p-5 sm:p-6 print:border-black"
      >
        <div className="grid gap-1">
          <h2 className="text-2xl font-bold text-fg">
            {event ? (
              <Link
                href={routeHref('events-event_slug', { event_slug: event.slug })}
                className="hover:underline"
              >
                {event.title}
              </Link>
            ) : (
              t('list.unknownEvent')
            )}
          </h2>
          <p>
            <Badge tone={live ? 'success' : 'neutral'}>{t(`status.${ticket.status}`)}</Badge>
          </p>
        </div>
        {ticket.status === 'cancelled' ? (
          <p role="status" className="font-semibold text-fg">
            {t('ticket.cancelled')}
          </p>
        ) : (
          <figure className="grid gap-2">
            <TicketQr qr={ticket.qr} label={t('ticket.qrLabel', { code: ticket.code })} />
            <figcaption className="text-center text-sm text-muted">{t('ticket.showAtDoor')}</figcaption>
          </figure>
        )}
        <dl className="grid gap-4 sm:grid-cols-2">
          <Row label={t('ticket.holder')}>{ticket.holderName}</Row>
          <Row label={t('ticket.tier')}>{ticket.tierName}</Row>
          {event && (
            <Row label={t('ticket.when')}>
              <time dateTime={event.startsAt}>
                {fullDateTimeRange(locale, new Date(event.startsAt), new Date(event.endsAt), event.timeZone)}
              </time>
              <span className="block text-sm text-muted">
                {t('ticket.timeZoneNote', { timeZone: event.timeZone })}
              </span>
            </Row>
          )}
          {event && (
            <Row label={t('ticket.where')}>
              <span className="block">{event.venueName ?? t('ticket.online')}</span>
              {event.venueAddress && <span className="block text-sm text-muted">{event.venueAddress}</span>}
              {(event.venueName || event.venueAddress) && (
                <a
                  href={mapLink(event.venueName, event.venueAddress)}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="block text-sm text-link underline print:hidden"
                >
                  {t('ticket.openMap')}
                </a>
              )}
              {ticket.onlineUrl && (
                <a
                  href={ticket.onlineUrl}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="mt-1 flex w-fit items-center gap-1 font-medium text-link underline"
                  data-testid="join-link"
                >
                  {t('ticket.joinOnline')}
                  <ExternalLinkIcon />
                </a>
              )}
            </Row>
          )}
          <Row label={t('ticket.code')}>
            <span className="font-mono text-sm break-all">{ticket.code}</span>
          </Row>
        </dl>
      </article>
      <div className="flex flex-wrap gap-3 print:hidden">
        {event && live && (
          <a
            href={`/api/calendar/${locale}/${event.slug}.ics`}
            className={buttonVariants({ variant: 'secondary' })}
            download
          >
            {t('ticket.addToCalendar')}
          </a>
        )}
        {live && (
          <button
            type="button"
            className={buttonVariants({ variant: 'secondary' })}
            onClick={() => window.print()}
          >
            {t('ticket.print')}
          </button>
        )}
        <Link href={routeHref('account-tickets')} className={buttonVariants({ variant: 'ghost' })}>
          {t('ticket.allTickets')}
        </Link>
      </div>
      {live && (
        <div className="print:hidden">
          <CancelTicket onCancel={cancel} />
        </div>
      )}
    </div>
  );
}
