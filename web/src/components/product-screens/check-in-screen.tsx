import 'server-only';

import { getFormatter, getTranslations } from 'next-intl/server';

import { type Tone, toneClasses } from '@/components/check-in/scan-tone';
import { ScanToneIcon } from '@/components/check-in/scan-tone-icon';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { localizedPath, routeHref } from '@/routes/match';

import type { FrameName } from './names';
import { sample } from './sample';
import { ScreenFrame } from './screen-frame';

export type DoorState = 'ready' | 'checkedIn' | 'alreadyCheckedIn' | 'unknown';

const toneOfState: Record<DoorState, Tone> = {
  ready: 'idle',
  checkedIn: 'ok',
  alreadyCheckedIn: 'warn',
  unknown: 'stop',
};

/** The door's scanner (`/account/events/{id}/check-in`) in one of its states, in the real scanner's colours. */
export async function CheckInScreen({
  locale,
  frame,
  state,
}: {
  locale: Locale;
  frame: FrameName;
  state: DoorState;
}) {
  const [t, tDoor, tResult, format] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductScreens' }),
    getTranslations({ locale, namespace: 'CheckIn' }),
    getTranslations({ locale, namespace: 'CheckIn.result' }),
    getFormatter({ locale }),
  ]);
  const event = t('sample.event');
  const name = t('sample.guestTwo');
  const time = format.dateTime(sample.checkedInAt, { timeZone: sample.timeZone, timeStyle: 'short' });
  const guest = tResult('guest', { name, tier: t('sample.tier') });
  const result = {
    ready: { title: tResult('idle'), detail: tResult('idleDetail') },
    checkedIn: { title: tResult('checkedIn'), detail: guest },
    alreadyCheckedIn: {
      title: tResult('alreadyCheckedIn'),
      detail: `${guest}. ${tResult('whenBy', { time, by: t('sample.doorStaff') })}`,
    },
    unknown: { title: tResult('unknown'), detail: tResult('unknownDetail') },
  }[state];
  const label = {
    ready: t('labels.checkInReady', { event }),
    checkedIn: t('labels.checkInCheckedIn', { name }),
    alreadyCheckedIn: t('labels.checkInAlreadyCheckedIn', { name, time }),
    unknown: t('labels.checkInUnknownCode'),
  }[state];
  const tone = toneOfState[state];
  const checkedIn = sample.counts.checkedIn + (state === 'checkedIn' ? 1 : 0);
  return (
    <ScreenFrame frame={frame} label={label} path={localizedPath(routeHref('account-events'), {}, locale)}>
      <div className="grid gap-3" data-door-state={state}>
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{tDoor('title')}</p>
          <p className="text-base leading-snug font-bold text-balance">{event}</p>
          <p className="mt-0.5 text-xs text-fg-soft tabular-nums">
            {tDoor('counts', { checkedIn, issued: sample.counts.issued })}
          </p>
        </div>
        <div className="grid gap-3 @md:grid-cols-2 @md:items-stretch">
          {/* The camera's view: a dark frame with the corner marks the guest aims the code into. */}
          <div className="relative grid aspect-[4/3] place-items-center rounded-xl bg-neutral-900 @md:aspect-auto">
            <svg
              viewBox="0 0 100 100"
              className="size-24 text-white/80"
              fill="none"
              stroke="currentColor"
              strokeWidth={4}
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M6 26V6h20M74 6h20v20M94 74v20H74M26 94H6V74" />
              {state !== 'ready' && <path d="M10 50h80" className="text-emerald-400" stroke="currentColor" />}
            </svg>
          </div>
          <div
            className={cn('grid grid-cols-[auto_1fr] items-center gap-3 rounded-xl p-3', toneClasses[tone])}
          >
            <ScanToneIcon tone={tone} className="size-9 shrink-0" />
            <div className="grid gap-0.5">
              <p className="text-lg leading-tight font-extrabold tracking-tight">{result.title}</p>
              <p className="text-xs leading-snug font-medium break-words">{result.detail}</p>
            </div>
          </div>
        </div>
        {state === 'unknown' && (
          <p className="grid gap-1 text-xs">
            <span className="font-semibold text-fg">{tDoor('form.label')}</span>
            <span className="rounded-md border border-line bg-surface px-2 py-1 font-mono text-fg-soft">
              SAMPLE-0000-0000
            </span>
          </p>
        )}
      </div>
    </ScreenFrame>
  );
}
