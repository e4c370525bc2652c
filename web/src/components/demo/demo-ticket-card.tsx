'use client';

import { useTranslations } from 'next-intl';

import type { DemoView } from '@/server/trpc/routers/demo';

type DemoTicket = DemoView['tickets'][number];

/** The real ticket: the QR the door reads (drawn by the server, as on the ticket page), tier, holder. */
export function DemoTicketCard({ ticket }: { ticket: DemoTicket }) {
  const t = useTranslations('DemoSandbox.ticket');
  return (
    <figure
      className="grid gap-3 rounded-xl border border-line bg-surface-muted p-4"
      data-testid="demo-ticket"
    >
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={`0 0 ${ticket.qr.size} ${ticket.qr.size}`}
        role="img"
        aria-label={t('qrLabel', { tier: ticket.tierName })}
        shapeRendering="crispEdges"
        className="mx-auto block size-56 max-w-full rounded-md"
        data-testid="demo-ticket-qr"
      >
        <rect width={ticket.qr.size} height={ticket.qr.size} fill="#fff" />
        <path d={ticket.qr.path} fill="#000" />
      </svg>
      <figcaption className="grid gap-1 text-sm text-fg">
        <span>
          <span className="font-semibold">{t('tier')}</span> {ticket.tierName}
        </span>
        <span>
          <span className="font-semibold">{t('holder')}</span> {ticket.holderName}
        </span>
        <span>
          <span className="font-semibold">{t('status')}</span>{' '}
          <span data-testid="demo-ticket-status">{t(`statuses.${ticket.status}`)}</span>
        </span>
        <span className="break-all">
          <span className="font-semibold">{t('code')}</span>{' '}
          <code className="font-mono text-xs" data-testid="demo-ticket-code">
            {ticket.code}
          </code>
        </span>
      </figcaption>
    </figure>
  );
}
