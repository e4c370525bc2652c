import 'server-only';

import { create } from 'qrcode';

/** The quiet zone a scanner needs around the symbol, in modules (ISO/IEC 18004 asks for 4). */
const quietZone = 4;

export type QrDrawing = { size: number; path: string };

/**
 * A QR symbol as one SVG path, drawn on the server (the `qrcode` package computes the modules): the
 * browser gets a few hundred bytes of path data and no QR library. Runs of dark modules in a row become
 * one rectangle each, which keeps the path short. `size` includes the quiet zone on every side.
 */
export function qrPath(text: string): QrDrawing {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      parts.push(`M${start + quietZone} ${row + quietZone}h${col - start}v1h${start - col}z`);
    }
  }
  return { size: modules.size + quietZone * 2, path: parts.join('') };
}
