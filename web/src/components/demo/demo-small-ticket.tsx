'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

import type { DemoView } from '@/server/trpc/routers/demo';

type DemoTicket = DemoView['tickets'][number];

/** A ticket the door's extra answers use: a small QR, what it is for and its status. */
export function DemoSmallTicket({
  ticket,
  label,
  children,
}: {
  ticket: DemoTicket;
  label: string;
  children: ReactNode;
}) {
  const t = useTranslations('DemoSandbox.ticket');
  return (
    <figure className="flex items-center gap-3 rounded-lg bg-surface-muted p-2">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={`0 0 ${ticket.qr.size} ${ticket.qr.size}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
        className="size-20 shrink-0 rounded"
      >
        <rect width={ticket.qr.size} height={ticket.qr.size} fill="#fff" />
        <path d={ticket.qr.path} fill="#000" />
      </svg>
      <figcaption className="grid min-w-0 gap-0.5 text-sm text-fg">
        {children}
        <span>
          <span className="font-semibold">{t('status')}</span>{' '}
          <span data-testid="demo-small-ticket-status">{t(`statuses.${ticket.status}`)}</span>
        </span>
      </figcaption>
    </figure>
  );
}
