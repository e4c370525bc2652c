'use client';

import { useFormatter, useTranslations } from 'next-intl';

import { cn } from '@/lib/cn';

import type { ScanOutcome, ShownScan } from './scan-outcome';

type Tone = 'idle' | 'ok' | 'warn' | 'stop' | 'wait';

const toneOf: Record<ScanOutcome['kind'], Tone> = {
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
const toneClasses: Record<Tone, string> = {
  idle: 'border-2 border-dashed border-line bg-surface text-fg-soft',
  ok: 'bg-emerald-700 text-white',
  warn: 'bg-amber-400 text-black',
  stop: 'bg-red-700 text-white',
  wait: 'bg-sky-800 text-white',
};

const iconPaths: Record<Tone, string> = {
  idle: 'M4 7V5a1 1 0 0 1 1-1h2M17 4h2a1 1 0 0 1 1 1v2M20 17v2a1 1 0 0 1-1 1h-2M7 20H5a1 1 0 0 1-1-1v-2M4 12h16',
  ok: 'M5 12.5l4.5 4.5L19 7.5',
  warn: 'M12 8v5M12 16.5v.5M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  stop: 'M6 6l12 12M18 6 6 18',
  wait: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
};

/** The large, unmistakable answer to the last scan: colour, icon and words together. */
export function ScanResult({ shown }: { shown: ShownScan | null }) {
  const t = useTranslations('CheckIn.result');
  const format = useFormatter();
  const outcome = shown?.outcome;
  const tone: Tone = outcome ? toneOf[outcome.kind] : 'idle';

  function detail(): string {
    if (!outcome) return t('idleDetail');
    switch (outcome.kind) {
      case 'checkedIn':
        return t('guest', { name: outcome.name, tier: outcome.tierName });
      case 'alreadyCheckedIn': {
        const time = format.dateTime(new Date(outcome.at), { timeStyle: 'short' });
        const when = outcome.byName ? t('whenBy', { time, by: outcome.byName }) : t('when', { time });
        return `${t('guest', { name: outcome.name, tier: outcome.tierName })}. ${when}`;
      }
      case 'cancelled':
        return t('cancelledDetail', { name: outcome.name });
      default:
        return t(`${outcome.kind}Detail`);
    }
  }

  const title = outcome ? t(outcome.kind) : t('idle');
  const text = detail();
  return (
    <>
      <div
        data-testid="scan-result"
        data-state={outcome?.kind ?? 'idle'}
        className={cn(
          'grid min-h-36 grid-cols-[auto_1fr] items-center gap-4 rounded-2xl p-5 sm:p-6',
          toneClasses[tone],
        )}
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-14 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth={tone === 'idle' ? 1.5 : 2.5}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={iconPaths[tone]} />
        </svg>
        <div className="grid gap-1">
          <p className="text-3xl leading-tight font-extrabold tracking-tight">{title}</p>
          <p className="text-lg leading-snug font-medium break-words">{text}</p>
        </div>
      </div>
      {/* Kept in the page from the start, so every new answer is read out; a new node per scan, so the
          same answer twice is read twice. */}
      <p className="sr-only" aria-live="assertive" aria-atomic="true" data-testid="scan-announcer">
        {shown && <span key={shown.serial}>{`${title}. ${text}`}</span>}
      </p>
    </>
  );
}
