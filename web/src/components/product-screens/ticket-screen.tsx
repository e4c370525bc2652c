import 'server-only';

import { getFormatter, getTranslations } from 'next-intl/server';

import { TicketQr } from '@/components/tickets/ticket-qr';
import { Badge } from '@/components/ui/badge';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { qrPath } from '@/server/tickets/qr-path';
import { localizedPath, routeHref } from '@/routes/match';

import type { FrameName } from './names';
import { sample } from './sample';
import { ScreenFrame } from './screen-frame';
import { ScreenRow } from './screen-row';

/** A guest's ticket as `/account/tickets/{code}` shows it: the real QR drawing of a sample code. */
export async function TicketScreen({ locale, frame }: { locale: Locale; frame: FrameName }) {
  const [t, tTicket, tStatus, format] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductScreens' }),
    getTranslations({ locale, namespace: 'Tickets.ticket' }),
    getTranslations({ locale, namespace: 'Tickets.status' }),
    getFormatter({ locale }),
  ]);
  const event = t('sample.event');
  const when = format.dateTime(sample.startsAt, {
    timeZone: sample.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <ScreenFrame
      frame={frame}
      label={t('labels.ticket', { event })}
      path={localizedPath(routeHref('account-tickets'), {}, locale)}
    >
      {/* In the phone frame the label sits right under the notch bar: it gets room of its own. */}
      <p
        className={cn(
          'text-xs font-semibold tracking-wide text-muted uppercase',
          frame === 'phone' && 'pt-2.5',
        )}
      >
        {tTicket('title')}
      </p>
      <div className="mt-2 grid gap-3 rounded-xl border border-line bg-surface p-3 shadow-sm @md:grid-cols-[auto_1fr] @md:items-center @md:gap-5 @md:p-4">
        <div className="grid gap-1.5 @md:order-last">
          <p className="text-base leading-snug font-bold text-balance">{event}</p>
          <p>
            <Badge tone="success">{tStatus('issued')}</Badge>
          </p>
          <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1.5 text-xs">
            <ScreenRow label={tTicket('holder')}>{t('sample.guestOne')}</ScreenRow>
            <ScreenRow label={tTicket('tier')}>{t('sample.tier')}</ScreenRow>
            <ScreenRow label={tTicket('when')}>{when}</ScreenRow>
            <ScreenRow label={tTicket('where')}>{t('sample.venue')}</ScreenRow>
          </dl>
        </div>
        <div className="grid justify-items-center gap-1.5">
          <TicketQr
            qr={qrPath(sample.ticketCode)}
            label={tTicket('qrLabel', { code: sample.ticketCode })}
            className="size-36 sm:size-36 print:size-36"
          />
          <p className="max-w-48 text-center text-[0.7rem] leading-snug text-muted">
            {tTicket('showAtDoor')}
          </p>
        </div>
      </div>
    </ScreenFrame>
  );
}
