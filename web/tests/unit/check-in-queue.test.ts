import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { codeFromScan } from '@/lib/check-in/schemas';
import { dequeue, enqueue, isRepeat, readQueue, retryDelayMs } from '@/lib/check-in/scan-queue';
import { zxingDecoder } from '@/components/check-in/zxing-decoder';
import { type QrDrawing, qrPath } from '@/server/tickets/qr-path';

import { writeQrVideo } from '../support/check-in';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    removeItem: (key: string) => void data.delete(key),
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const code = 'Zx9_k2LmQp7rTu0vWx3yA-bc';

describe('the offline queue', () => {
  it('keeps scans per event, one per ticket, in order, and forgets a sent one', () => {
    const storage = memoryStorage();
    enqueue(storage, 'event1', { code, scanId: 's1', at: '2026-11-28T01:00:00Z' });
    enqueue(storage, 'event1', { code, scanId: 's2', at: '2026-11-28T01:00:01Z' });
    enqueue(storage, 'event1', { code: `${code}x`, scanId: 's3', at: '2026-11-28T01:00:02Z' });
    enqueue(storage, 'event2', { code, scanId: 's4', at: '2026-11-28T01:00:03Z' });
    expect(readQueue(storage, 'event1').map((scan) => scan.scanId)).toEqual(['s1', 's3']);
    expect(readQueue(storage, 'event2').map((scan) => scan.scanId)).toEqual(['s4']);
    expect(dequeue(storage, 'event1', 's1').map((scan) => scan.scanId)).toEqual(['s3']);
    dequeue(storage, 'event1', 's3');
    expect(storage.getItem('belong:check-in-queue:event1')).toBeNull();
  });

  it('reads a damaged store as empty instead of failing the page', () => {
    const storage = memoryStorage();
    storage.setItem('belong:check-in-queue:e', '{not json');
    expect(readQueue(storage, 'e')).toEqual([]);
    storage.setItem('belong:check-in-queue:e', JSON.stringify([{ code: 1 }, { code, scanId: 'a', at: 'b' }]));
    expect(readQueue(storage, 'e')).toEqual([{ code, scanId: 'a', at: 'b' }]);
  });

  it('waits longer after each failure, never more than a minute', () => {
    expect([0, 1, 2, 3, 10].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 60_000]);
  });

  it('sends a code the camera keeps seeing once in four seconds', () => {
    const recent = new Map<string, number>();
    expect(isRepeat(recent, code, 1_000)).toBe(false);
    expect(isRepeat(recent, code, 1_150)).toBe(true);
    expect(isRepeat(recent, 'other', 1_300)).toBe(false);
    expect(isRepeat(recent, code, 4_900)).toBe(true);
    expect(isRepeat(recent, code, 5_100)).toBe(false);
  });
});

describe('codeFromScan', () => {
  it('takes a ticket code as it is, or from a link that ends in one', () => {
    expect(codeFromScan(` ${code} `)).toBe(code);
    expect(codeFromScan(`https://example.com/account/tickets/${code}?x=1`)).toBe(code);
  });

  it('refuses text that cannot be a ticket code', () => {
    expect(codeFromScan('hello')).toBeNull();
    expect(codeFromScan('https://example.com/')).toBeNull();
    expect(codeFromScan(`${code}!`)).toBeNull();
  });
});

describe('the ZXing frame decoder', () => {
  it('reads the QR code in a camera frame like the fake camera of the e2e tests', async () => {
    const file = join(tmpdir(), `check-in-unit-${process.pid}.y4m`);
    writeQrVideo(file, code);
    const video = readFileSync(file);
    const luma = video.subarray(video.indexOf('FRAME\n') + 6);
    const rgba = new Uint8ClampedArray(640 * 480 * 4);
    for (let pixel = 0; pixel < 640 * 480; pixel++) rgba.fill(luma[pixel]!, pixel * 4, pixel * 4 + 3);
    const frame = { data: rgba, width: 640, height: 480, colorSpace: 'srgb' } as ImageData;
    expect(await zxingDecoder()(frame)).toBe(code);
    rmSync(file);
    const blank = { ...frame, data: new Uint8ClampedArray(640 * 480 * 4).fill(255) } as ImageData;
    expect(await zxingDecoder()(blank)).toBeNull();
  });

  it('reads every ticket drawn as the demo draws it, including codes its finder-pattern search misses', async () => {
    // The first four failed before the bare-symbol second read (NotFound, Checksum, Format, Format).
    const missedOnce = [
      'Y058_uZQdgKP4PON1BLH-ec_',
      'mGKu5FQ0ZrlFkZvbysXSpYrO',
      '5mmlS3jEf1XnBlWxOJKuHJY-',
      'T8t3oAW9X9HKy5ySs7Uj24eF',
    ];
    const codes = [
      ...missedOnce,
      ...Array.from({ length: 200 }, () => randomBytes(18).toString('base64url')),
    ];
    const decode = zxingDecoder();
    const unread: string[] = [];
    for (const ticket of codes) {
      if ((await decode(drawnAsTheDemoDraws(qrPath(ticket)))) !== ticket) unread.push(ticket);
    }
    expect(unread).toEqual([]);
  });
});

/** The demo's frame (use-demo-door.ts): white, the path's unit squares at 6 px, black. */
function drawnAsTheDemoDraws({ size, path }: QrDrawing): ImageData {
  const scale = 6;
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row++) {
      for (let col = Number(x) * scale; col < (Number(x) + Number(run)) * scale; col++) {
        data.fill(0, (row * width + col) * 4, (row * width + col) * 4 + 3);
      }
    }
  }
  return { data, width, height: width, colorSpace: 'srgb' };
}
