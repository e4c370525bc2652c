'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import {
  dequeue,
  enqueue,
  isRepeat,
  type QueuedScan,
  readQueue,
  retryDelayMs,
} from '@/lib/check-in/scan-queue';
import { codeFromScan } from '@/lib/check-in/schemas';
import { createSiteClient, isSiteClientError } from '@/lib/trpc/client';

import { signal } from './door-feedback';
import { type Counts, letsIn, newScanId, type ScanOutcome, type ShownScan } from './scan-outcome';

const countsEveryMs = 10_000;

type Sent = { kind: 'answered'; outcome: ScanOutcome; counts: Counts | null } | { kind: 'later' };

/** Sends one scan. A lost connection, a CMS that is down or the limit mean "keep it and try later". */
async function send(eventId: string, scan: QueuedScan): Promise<Sent> {
  try {
    const answer = await createSiteClient().organizer.checkIn.scan.mutate({
      id: eventId,
      code: scan.code,
      scanId: scan.scanId,
    });
    return { kind: 'answered', outcome: answer.result, counts: answer.counts };
  } catch (error) {
    const code = isSiteClientError(error) ? error.data?.code : undefined;
    const status = isSiteClientError(error) ? (error.data?.httpStatus ?? 0) : 0;
    if (code === 'UNAUTHORIZED') return { kind: 'answered', outcome: { kind: 'signedOut' }, counts: null };
    if (code === 'NOT_FOUND') return { kind: 'answered', outcome: { kind: 'notHost' }, counts: null };
    // A bad code shape never leaves the browser (codeFromScan); any other 4xx is not worth a retry.
    if (status >= 400 && status < 500 && code !== 'TOO_MANY_REQUESTS') {
      return { kind: 'answered', outcome: { kind: 'failed' }, counts: null };
    }
    return { kind: 'later' };
  }
}

/**
 * The door's state for one event: the last scan shown, the counts, and the scans waiting for the
 * network (kept in localStorage, sent in order when it returns, retried with a growing pause).
 */
export function useCheckIn(eventId: string, initialCounts: Counts) {
  const [shown, setShown] = useState<ShownScan | null>(null);
  const [counts, setCounts] = useState(initialCounts);
  const [waiting, setWaiting] = useState(0);
  const serial = useRef(0);
  const recentReads = useRef(new Map<string, number>());
  const flushing = useRef(false);
  const failures = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((code: string, outcome: ScanOutcome) => {
    serial.current += 1;
    setShown({ serial: serial.current, code, outcome });
    signal(letsIn(outcome));
  }, []);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    clearTimeout(retryTimer.current);
    try {
      for (const scan of readQueue(localStorage, eventId)) {
        const sent = await send(eventId, scan);
        if (sent.kind === 'later') {
          failures.current += 1;
          retryTimer.current = setTimeout(() => void flush(), retryDelayMs(failures.current));
          break;
        }
        failures.current = 0;
        dequeue(localStorage, eventId, scan.scanId);
        show(scan.code, sent.outcome);
        if (sent.counts) setCounts(sent.counts);
      }
    } finally {
      flushing.current = false;
      setWaiting(readQueue(localStorage, eventId).length);
    }
  }, [eventId, show]);

  const keep = useCallback(
    (scan: QueuedScan) => {
      setWaiting(enqueue(localStorage, eventId, scan).length);
      show(scan.code, { kind: 'queued' });
      clearTimeout(retryTimer.current);
      retryTimer.current = setTimeout(() => void flush(), retryDelayMs(failures.current));
    },
    [eventId, flush, show],
  );

  /**
   * One scan from the camera or the typed form; a code the camera keeps seeing is sent once. Text that
   * cannot be a ticket code (another QR code, a typo) is answered here, without a request.
   */
  const submit = useCallback(
    async (text: string, from: 'camera' | 'typed') => {
      if (from === 'camera' && isRepeat(recentReads.current, text, Date.now())) return;
      const code = codeFromScan(text);
      if (!code) return show(text, { kind: 'unknown' });
      const scan: QueuedScan = { code, scanId: newScanId(), at: new Date().toISOString() };
      // Waiting scans go first, so the door's answers keep the order of the scans.
      if (!navigator.onLine || readQueue(localStorage, eventId).length) {
        keep(scan);
        if (navigator.onLine) void flush();
        return;
      }
      const sent = await send(eventId, scan);
      if (sent.kind === 'later') return keep(scan);
      show(code, sent.outcome);
      if (sent.counts) setCounts(sent.counts);
    },
    [eventId, flush, keep, show],
  );

  // Scans left from before a reload, and the network's return.
  useEffect(() => {
    // Also counts what is waiting (in its `finally`).
    void flush();
    const online = () => {
      failures.current = 0;
      void flush();
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(retryTimer.current);
    };
  }, [eventId, flush]);

  // Other scanners at the same door move the counts too.
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.hidden || !navigator.onLine) return;
      createSiteClient()
        .organizer.checkIn.counts.query({ id: eventId })
        .then(setCounts, () => undefined);
    }, countsEveryMs);
    return () => clearInterval(timer);
  }, [eventId]);

  return { shown, counts, waiting, submit };
}
