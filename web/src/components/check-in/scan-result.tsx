'use client';

import { useFormatter, useTranslations } from 'next-intl';

import { cn } from '@/lib/cn';

import type { ShownScan } from './scan-outcome';
import { type Tone, toneClasses, toneOf } from './scan-tone';
import { ScanToneIcon } from './scan-tone-icon';

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
        <ScanToneIcon tone={tone} className="size-14 shrink-0" />
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
