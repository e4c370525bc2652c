'use client';

import { useTranslations } from 'next-intl';

import { ScanResult } from '@/components/check-in/scan-result';
import { TypedCodeForm } from '@/components/check-in/typed-code-form';
import { buttonVariants } from '@/components/ui/button';

import { type DemoQr, type DemoScan, useDemoDoor } from './use-demo-door';

/**
 * The door, on the demo page: "Scan this ticket" hands the ticket's QR image to the door's decoder,
 * and what it reads goes to the organizers' check-in route; a typed code goes the same way. The
 * answer is the door's own block, read out to screen readers.
 */
export function DemoScanner({
  qr,
  counts,
  onScan,
}: {
  qr: DemoQr | null;
  counts: { issued: number; checkedIn: number };
  onScan: DemoScan;
}) {
  const t = useTranslations('DemoSandbox.scan');
  const door = useTranslations('CheckIn');
  const { shown, reading, submit, scanQr } = useDemoDoor(onScan);

  return (
    <div className="grid gap-4">
      <p className="text-sm text-fg-soft">{t('hint')}</p>
      <div>
        <button
          type="button"
          className={buttonVariants({ size: 'lg' })}
          disabled={!qr || reading}
          onClick={() => void (qr && scanQr(qr))}
          data-testid="demo-scan-ticket"
        >
          {reading ? t('reading') : t('scanTicket')}
        </button>
      </div>
      <ScanResult shown={shown} />
      <p className="text-lg font-semibold text-fg" data-testid="demo-counts">
        {door('counts', counts)}
      </p>
      <div className="grid gap-2 rounded-xl border border-line p-3">
        <h4 className="text-base font-semibold text-fg">{t('typed')}</h4>
        <p className="text-sm text-fg-soft">{t('typedHint')}</p>
        <TypedCodeForm onCode={(text) => void submit(text)} />
      </div>
    </div>
  );
}
