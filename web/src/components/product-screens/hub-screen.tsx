import 'server-only';

import { getFormatter, getTranslations } from 'next-intl/server';

import { DateTile } from '@/components/event/date-tile';
import { GeneratedCover } from '@/components/event/generated-cover';
import { HubAvatar } from '@/components/hub/hub-avatar';
import type { Locale } from '@/i18n/locales';
import { localizedPath, routeHref } from '@/routes/match';

import type { FrameName } from './names';
import { sample } from './sample';
import { ScreenFrame } from './screen-frame';

/** A hub's page as members see it: its generated avatar, its members and its next events with their covers. */
export async function HubScreen({ locale, frame }: { locale: Locale; frame: FrameName }) {
  const [t, tHub, format] = await Promise.all([
    getTranslations({ locale, namespace: 'ProductScreens' }),
    getTranslations({ locale, namespace: 'Hub' }),
    getFormatter({ locale }),
  ]);
  const hub = t('sample.hub');
  const events = [
    { seed: 'sample-rooftop-social', title: t('sample.event'), startsAt: sample.startsAt },
    { seed: 'sample-makers-night', title: t('sample.secondEvent'), startsAt: sample.secondEventAt },
  ];
  const path = localizedPath(routeHref('hubs-hub_slug', { hub_slug: 'riverside-makers' }), {}, locale);
  return (
    <ScreenFrame frame={frame} label={t('labels.hub', { hub })} path={path}>
      <div className="grid gap-3">
        <div className="flex items-center gap-3">
          <HubAvatar slug="sample-riverside-makers" name={hub} image={null} className="size-12 text-lg" />
          <div className="min-w-0">
            <p className="text-base leading-snug font-bold">{hub}</p>
            <p className="text-xs text-fg-soft">
              {t('sample.city')} · {t('hub.members', { count: sample.hubMembers })}
            </p>
          </div>
        </div>
        <p className="text-xs text-fg-soft">{t('sample.hubSummary')}</p>
        <p className="text-sm font-bold">{tHub('upcomingEvents')}</p>
        <ul className="grid gap-2 @md:grid-cols-2">
          {events.map((event) => (
            <li key={event.seed} className="overflow-hidden rounded-xl border border-line bg-surface">
              <div className="relative aspect-[16/9]">
                <GeneratedCover seed={event.seed} title={event.title} className="size-full" />
                <div className="absolute top-2 left-2 origin-top-left scale-75">
                  <DateTile startsAt={event.startsAt.toISOString()} timeZone={sample.timeZone} />
                </div>
              </div>
              <p className="px-2.5 py-1.5 text-xs font-medium text-link">
                {format.dateTime(event.startsAt, {
                  timeZone: sample.timeZone,
                  weekday: 'short',
                  day: 'numeric',
                  month: 'short',
                  hour: 'numeric',
                  minute: '2-digit',
                })}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </ScreenFrame>
  );
}
