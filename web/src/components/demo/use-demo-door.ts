'use client';

import { useRef, useState } from 'react';

import { createFrameDecoder, type FrameDecoder } from '@/components/check-in/qr-decoder';
import { newScanId, type ScanOutcome, type ShownScan } from '@/components/check-in/scan-outcome';
import { codeFromScan } from '@/lib/check-in/schemas';
import type { DemoView } from '@/server/trpc/routers/demo';

export type DemoQr = DemoView['tickets'][number]['qr'];
export type DemoScan = (code: string, scanId: string) => Promise<ScanOutcome | null>;

/** The ticket's QR drawn at 6 px a module, as a camera frame: what the door's decoder reads. */
function frameOf(qr: DemoQr): ImageData {
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
 * A door on the demo page: a QR image goes through the same decoder the check-in page's camera uses
 * (the browser's BarcodeDetector or ZXing), a typed code straight on, and what they read goes to the
 * organizers' check-in route. `shown` is the last answer, for the door's own result block.
 */
export function useDemoDoor(onScan: DemoScan) {
  const [shown, setShown] = useState<ShownScan | null>(null);
  const [reading, setReading] = useState(false);
  const decoder = useRef<Promise<FrameDecoder> | null>(null);
  const serial = useRef(0);

  async function submit(text: string): Promise<ScanOutcome> {
    const code = codeFromScan(text);
    // What cannot be a ticket code never leaves the browser, as at the real door.
    const outcome: ScanOutcome = (code ? await onScan(code, newScanId()) : { kind: 'unknown' }) ?? {
      kind: 'failed',
    };
    serial.current += 1;
    setShown({ serial: serial.current, code: code ?? text, outcome });
    return outcome;
  }

  async function scanQr(qr: DemoQr): Promise<ScanOutcome> {
    setReading(true);
    try {
      decoder.current ??= createFrameDecoder();
      const text = await (await decoder.current)(frameOf(qr));
      return await submit(text ?? '');
    } finally {
      setReading(false);
    }
  }

  return { shown, reading, submit, scanQr };
}
