'use client';

import { useTranslations } from 'next-intl';

import type { ScanOutcome } from '@/components/check-in/scan-outcome';
import { ScanResult } from '@/components/check-in/scan-result';
import { buttonVariants } from '@/components/ui/button';
import type { DemoView } from '@/server/trpc/routers/demo';

import { DemoSmallTicket } from './demo-small-ticket';
import { type DemoScan, useDemoDoor } from './use-demo-door';

type DemoTicket = DemoView['tickets'][number];

/**
 * The door's two refusals, for real: a ticket the sandbox holds for its other demo event, scanned at
 * this event's door ("Not for this event"), and a second ticket the organizer cancels and the door
 * then scans ("Cancelled"). Each scan reads the ticket's QR through the door's decoder and goes to the
 * same check-in route as the door above; the answer is the door's own block, read out.
 */
export function DemoTurnedAway({
  otherTicket,
  spare,
  busy,
  onOtherTicket,
  onClaimSpare,
  onCancel,
  onScan,
  onAnswer,
}: {
  otherTicket: DemoView['otherTicket'];
  spare: DemoTicket | null;
  busy: boolean;
  /** Gets the other event's ticket (made once) and answers it, or null when that failed. */
  onOtherTicket: () => Promise<DemoView['otherTicket']>;
  onClaimSpare: () => Promise<void>;
  onCancel: (code: string) => Promise<void>;
  onScan: DemoScan;
  onAnswer: (outcome: ScanOutcome) => void;
}) {
  const t = useTranslations('DemoSandbox.turnedAway');
  const ticketWords = useTranslations('DemoSandbox.ticket');
  const { shown, reading, scanQr } = useDemoDoor(onScan);
  const idle = busy || reading;

  async function scanOther() {
    const ticket = otherTicket ?? (await onOtherTicket());
    if (ticket) onAnswer(await scanQr(ticket.qr));
  }

  // One button that walks the cancelled ticket through its three steps, so focus stays on it.
  const spareStep = !spare
    ? 'get'
    : spare.status === 'issued' || spare.status === 'pending'
      ? 'cancel'
      : 'scan';
  async function spareAction() {
    if (!spare) return onClaimSpare();
    if (spareStep === 'cancel') return onCancel(spare.code);
    onAnswer(await scanQr(spare.qr));
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-fg-soft">{t('intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <section
          aria-labelledby="demo-other-heading"
          className="grid content-start gap-3 rounded-xl border border-line p-3"
        >
          <h4 id="demo-other-heading" className="text-base font-semibold text-fg">
            {t('otherTitle')}
          </h4>
          <p className="text-sm text-fg-soft">{t('otherHint')}</p>
          {otherTicket && (
            <DemoSmallTicket
              ticket={otherTicket}
              label={t('otherQrLabel', { event: otherTicket.eventTitle })}
            >
              <span data-testid="demo-other-event">{otherTicket.eventTitle}</span>
            </DemoSmallTicket>
          )}
          <div>
            <button
              type="button"
              className={buttonVariants({ variant: 'secondary' })}
              disabled={idle}
              onClick={() => void scanOther()}
              data-testid="demo-scan-other"
            >
              {t('scanOther')}
            </button>
          </div>
        </section>
        <section
          aria-labelledby="demo-cancel-heading"
          className="grid content-start gap-3 rounded-xl border border-line p-3"
        >
          <h4 id="demo-cancel-heading" className="text-base font-semibold text-fg">
            {t('cancelTitle')}
          </h4>
          <p className="text-sm text-fg-soft">{t('cancelHint')}</p>
          {spare && (
            <DemoSmallTicket ticket={spare} label={ticketWords('qrLabel', { tier: spare.tierName })}>
              <span className="break-all">
                <span className="font-semibold">{ticketWords('code')}</span>{' '}
                <code className="font-mono text-xs" data-testid="demo-spare-code">
                  {spare.code}
                </code>
              </span>
            </DemoSmallTicket>
          )}
          <div>
            <button
              type="button"
              className={buttonVariants({ variant: 'secondary' })}
              disabled={idle}
              onClick={() => void spareAction()}
              data-testid="demo-spare-action"
            >
              {t(`spare.${spareStep}`)}
            </button>
          </div>
        </section>
      </div>
      <ScanResult shown={shown} />
    </div>
  );
}
