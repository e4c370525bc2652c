import 'server-only';

import { getFormatter, getTranslations } from 'next-intl/server';

import { TicketQr } from '@/components/tickets/ticket-qr';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { qrPath } from '@/server/tickets/qr-path';
import { localizedPath, routeHref } from '@/routes/match';

import type { FrameName } from './names';
import { sample } from './sample';
import { ScreenFrame } from './screen-frame';

export type PassKind = 'creator' | 'founder';

/** A membership pass in its holder's wallet: the card, whose it is, its perks and the code the door scans. */
export async function PassScreen({
  locale,
  frame,
  kind,
}: {
  locale: Locale;
  frame: FrameName;
  kind: PassKind;
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductScreens' }),
    getFormatter({ locale }),
  ]);
  const { number, total } = sample.founder;
  const perks =
    kind === 'founder'
      ? [t('pass.founderPerkOne'), t('pass.founderPerkTwo'), t('pass.founderPerkThree')]
      : [t('pass.creatorPerkOne'), t('pass.creatorPerkTwo'), t('pass.creatorPerkThree')];
  const since = format.dateTime(sample.memberSince, {
    timeZone: sample.timeZone,
    month: 'long',
    year: 'numeric',
  });
  return (
    <ScreenFrame
      frame={frame}
      label={
        kind === 'founder'
          ? t('labels.founderPass', { number: format.number(number), total: format.number(total) })
          : t('labels.creatorPass')
      }
      path={localizedPath(routeHref('account'), {}, locale)}
    >
      <div className="grid gap-4 @md:grid-cols-2 @md:items-center">
        <div
          className={cn(
            'relative grid gap-3 overflow-hidden rounded-2xl p-4 text-white shadow-lg',
            kind === 'founder'
              ? 'bg-linear-to-br from-neutral-800 to-neutral-950'
              : 'bg-linear-to-br from-primary-600 to-primary-900',
          )}
        >
          <span
            aria-hidden="true"
            className="absolute -top-10 -right-10 size-32 rounded-full border-[10px] border-white/10"
          />
          <div className="flex items-start justify-between gap-2">
            <div>
              <p className={cn('text-lg font-extrabold', kind === 'founder' && 'text-amber-300')}>
                {kind === 'founder' ? t('pass.founderPass') : t('pass.creatorPass')}
              </p>
              <p className="text-xs text-white/85">{t('sample.hub')}</p>
            </div>
            {kind === 'founder' && (
              <p className="rounded-full bg-amber-300 px-2 py-0.5 text-[0.7rem] font-bold text-neutral-950 tabular-nums">
                {t('pass.number', { number: format.number(number), total: format.number(total) })}
              </p>
            )}
          </div>
          <div className="flex items-end justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{t('sample.guestThree')}</p>
              <p className="text-[0.7rem] text-white/85">{t('pass.memberSince', { date: since })}</p>
            </div>
            <TicketQr
              qr={qrPath(`${sample.ticketCode}-${kind}`)}
              label={t('pass.scan')}
              className="m-0 size-16 shrink-0 sm:size-16 print:size-16"
            />
          </div>
        </div>
        <div className="grid gap-2">
          <p className="text-sm font-bold">{t('pass.perks')}</p>
          <ul className="grid gap-1.5 text-xs text-fg-soft">
            {perks.map((perk) => (
              <li key={perk} className="flex items-start gap-2">
                <svg
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  className="mt-px size-3.5 shrink-0 text-emerald-700 dark:text-emerald-400"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={3}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
                {perk}
              </li>
            ))}
          </ul>
          <p className="text-[0.7rem] text-muted">{t('pass.scan')}</p>
        </div>
      </div>
    </ScreenFrame>
  );
}
