'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { createFrameDecoder, type FrameDecoder } from '@/components/check-in/qr-decoder';
import { ScanResult } from '@/components/check-in/scan-result';
import { newScanId, type ScanOutcome, type ShownScan } from '@/components/check-in/scan-outcome';
import { TypedCodeForm } from '@/components/check-in/typed-code-form';
import { buttonVariants } from '@/components/ui/button';
import { codeFromScan } from '@/lib/check-in/schemas';
import type { DemoView } from '@/server/trpc/routers/demo';

type Qr = DemoView['tickets'][number]['qr'];

/** The ticket's QR drawn at 6 px a module, as a camera frame: what the door's decoder reads. */
function frameOf(qr: Qr): ImageData {
  const scale = 6;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = qr.size * scale;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(scale, scale);
  context.fillStyle = '#000';
  context.fill(new Path2D(qr.path));
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

/**
 * The door, on the demo page: "Scan this ticket" hands the ticket's QR image to the same decoder the
 * check-in page's camera uses (the browser's BarcodeDetector or ZXing), and what it reads goes to the
 * organizers' check-in route; a typed code goes the same way. The answer is the door's own block,
 * read out to screen readers.
 */
export function DemoScanner({
  qr,
  counts,
  onScan,
}: {
  qr: Qr | null;
  counts: { issued: number; checkedIn: number };
  onScan: (code: string, scanId: string) => Promise<ScanOutcome | null>;
}) {
  const t = useTranslations('DemoSandbox.scan');
  const door = useTranslations('CheckIn');
  const [shown, setShown] = useState<ShownScan | null>(null);
  const [reading, setReading] = useState(false);
  const decoder = useRef<Promise<FrameDecoder> | null>(null);
  const serial = useRef(0);

  async function submit(text: string) {
    const code = codeFromScan(text);
    // What cannot be a ticket code never leaves the browser, as at the real door.
    const outcome: ScanOutcome | null = code ? await onScan(code, newScanId()) : { kind: 'unknown' };
    serial.current += 1;
    setShown({ serial: serial.current, code: code ?? text, outcome: outcome ?? { kind: 'failed' } });
  }

  async function scanTicket() {
    if (!qr) return;
    setReading(true);
    try {
      decoder.current ??= createFrameDecoder();
      const text = await (await decoder.current)(frameOf(qr));
      await submit(text ?? '');
    } finally {
      setReading(false);
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-fg-soft">{t('hint')}</p>
      <div>
        <button
          type="button"
          className={buttonVariants({ size: 'lg' })}
          disabled={!qr || reading}
          onClick={() => void scanTicket()}
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
