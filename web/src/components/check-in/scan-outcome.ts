import type { inferRouterOutputs } from '@trpc/server';

import type { AppRouter } from '@/server/trpc/root';

type ScanAnswer = inferRouterOutputs<AppRouter>['organizer']['checkIn']['scan'];
export type CheckInResult = ScanAnswer['result'];
export type Counts = ScanAnswer['counts'];

/** What the door is shown for one scan: the CMS's answer, or what became of the scan here. */
export type ScanOutcome =
  | CheckInResult
  | { kind: 'queued' }
  | { kind: 'failed' }
  | { kind: 'signedOut' }
  | { kind: 'notHost' };

export type ShownScan = { serial: number; code: string; outcome: ScanOutcome };

/** Whether the guest may go in: the one state the door greets with the "ok" tone. */
export const letsIn = (outcome: ScanOutcome) => outcome.kind === 'checkedIn';

/** A scanId for the CMS's idempotent replay; `randomUUID` needs a secure context (https, localhost). */
export function newScanId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
