/**
 * Scans made while the network is down, kept in the browser per event until the CMS has them. Each
 * carries its scanId, so sending one again (a lost answer, a second tab) checks the ticket in once.
 * localStorage: small (a door's worth of scans is a few KB), synchronous, and survives a reload.
 */
export type QueuedScan = { code: string; scanId: string; at: string };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (eventId: string) => `belong:check-in-queue:${eventId}`;

function isQueuedScan(value: unknown): value is QueuedScan {
  if (!value || typeof value !== 'object') return false;
  const scan = value as Record<string, unknown>;
  return typeof scan.code === 'string' && typeof scan.scanId === 'string' && typeof scan.at === 'string';
}

export function readQueue(storage: Storage, eventId: string): QueuedScan[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(eventId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueuedScan) : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: Storage, eventId: string, scans: QueuedScan[]): void {
  if (scans.length) storage.setItem(keyOf(eventId), JSON.stringify(scans));
  else storage.removeItem(keyOf(eventId));
}

/** Adds a scan unless the same ticket is already waiting (one entry per code is enough to check it in). */
export function enqueue(storage: Storage, eventId: string, scan: QueuedScan): QueuedScan[] {
  const queue = readQueue(storage, eventId);
  const next = queue.some((waiting) => waiting.code === scan.code) ? queue : [...queue, scan];
  writeQueue(storage, eventId, next);
  return next;
}

export function dequeue(storage: Storage, eventId: string, scanId: string): QueuedScan[] {
  const next = readQueue(storage, eventId).filter((scan) => scan.scanId !== scanId);
  writeQueue(storage, eventId, next);
  return next;
}

/** Seconds to wait before the next try after `failures` failed ones: 2, 4, 8… up to a minute. */
export const retryDelayMs = (failures: number) => Math.min(60_000, 2_000 * 2 ** Math.max(0, failures));

/**
 * Whether a camera read of `code` at `now` repeats one sent moments ago: a QR held in front of the
 * camera is read many times a second, and only the first read is sent.
 */
export function isRepeat(recent: Map<string, number>, code: string, now: number, windowMs = 4_000): boolean {
  for (const [seen, at] of recent) if (now - at > windowMs) recent.delete(seen);
  if (recent.has(code)) return true;
  recent.set(code, now);
  return false;
}
