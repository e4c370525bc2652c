import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';

import { qrPath } from '@/server/tickets/qr-path';

/** Paints the path's rectangles (`M x y h w v1 h-w z`) black on white, `scale` pixels a module. */
function paint({ size, path }: { size: number; path: string }, scale = 4) {
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < Number(run) * scale; dx++) {
        const offset = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return { pixels, width };
}

describe('the ticket QR path', () => {
  const code = 'q7Hk2PzX-4mWc9_LrT0aYbN3sVfE5uJd';

  it('decodes to the ticket code', () => {
    const { pixels, width } = paint(qrPath(code));
    expect(jsQR(pixels, width, width)?.data).toBe(code);
  });

  it('keeps a quiet zone of four modules on every side', () => {
    const { size, path } = qrPath(code);
    const rects = [...path.matchAll(/M(\d+) (\d+)h(\d+)/g)].map(([, x, y, w]) => [
      Number(x),
      Number(y),
      Number(w),
    ]);
    expect(Math.min(...rects.map(([x]) => x!))).toBe(4);
    expect(Math.min(...rects.map(([, y]) => y!))).toBe(4);
    expect(Math.max(...rects.map(([x, , w]) => x! + w!))).toBe(size - 4);
    expect(Math.max(...rects.map(([, y]) => y! + 1))).toBe(size - 4);
  });
});
