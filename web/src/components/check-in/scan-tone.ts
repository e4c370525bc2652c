import type { ScanOutcome } from './scan-outcome';

/* How the door shows a scan's answer, shared by the real scanner and the product screens that picture it. */

export type Tone = 'idle' | 'ok' | 'warn' | 'stop' | 'wait';

export const toneOf: Record<ScanOutcome['kind'], Tone> = {
  checkedIn: 'ok',
  alreadyCheckedIn: 'warn',
  otherEvent: 'stop',
  cancelled: 'stop',
  unknown: 'stop',
  failed: 'stop',
  signedOut: 'stop',
  notHost: 'stop',
  queued: 'wait',
};

// Solid, saturated fills with white or black text (at least 4.5:1), the same in light and dark mode:
// a screen held at arm's length in a dark hall must read as green, amber or red at a glance.
export const toneClasses: Record<Tone, string> = {
  idle: 'border-2 border-dashed border-line bg-surface text-fg-soft',
  ok: 'bg-emerald-700 text-white',
  warn: 'bg-amber-400 text-black',
  stop: 'bg-red-700 text-white',
  wait: 'bg-sky-800 text-white',
};

export const iconPaths: Record<Tone, string> = {
  idle: 'M4 7V5a1 1 0 0 1 1-1h2M17 4h2a1 1 0 0 1 1 1v2M20 17v2a1 1 0 0 1-1 1h-2M7 20H5a1 1 0 0 1-1-1v-2M4 12h16',
  ok: 'M5 12.5l4.5 4.5L19 7.5',
  warn: 'M12 8v5M12 16.5v.5M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  stop: 'M6 6l12 12M18 6 6 18',
  wait: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
};
