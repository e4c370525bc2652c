import { getLocale, getTranslations } from 'next-intl/server';

import { Link } from '@/i18n/navigation';
import type { HubSummary } from '@/lib/cms/types';
import { regionName } from '@/lib/region-name';
import { routeHref } from '@/routes/match';

import { HubAvatar } from './hub-avatar';

/** A hub in the directory: its face, name, where it meets, what it is and how many events are coming. */
export async function HubListCard({ hub, upcomingCount }: { hub: HubSummary; upcomingCount: number }) {
  const [t, locale] = await Promise.all([getTranslations('HubList'), getLocale()]);
  const chips = [hub.city, regionName(hub.country, locale)].filter((chip): chip is string => Boolean(chip));
  const lang = hub.isFallback ? hub.locale : undefined;
  return (
    <article
      className="relative flex h-full flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-sm transition focus-within:ring-2 focus-within:ring-primary hover:border-primary-300 hover:shadow-md"
      data-hub-card={hub.slug}
    >
      <div className="flex items-center gap-4">
        <HubAvatar slug={hub.slug} name={hub.name} image={hub.cover} />
        <div className="min-w-0">
          <h2 className="text-lg leading-snug font-semibold text-balance" lang={lang}>
            <Link
              href={routeHref('hubs-hub_slug', { hub_slug: hub.slug })}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {hub.name}
            </Link>
          </h2>
          {chips.length > 0 && (
            <ul role="list" aria-label={t('where')} className="mt-1.5 flex flex-wrap gap-1.5">
              {chips.map((chip) => (
                <li
                  key={chip}
                  className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs font-medium text-fg-soft"
                >
                  {chip}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <p className="line-clamp-3 text-fg-soft" lang={lang}>
        {hub.summary}
      </p>
      <p
        className={
          upcomingCount > 0 ? 'mt-auto text-sm font-semibold text-link' : 'mt-auto text-sm text-muted'
        }
        data-upcoming-count={upcomingCount}
      >
        {t('upcomingCount', { count: upcomingCount })}
      </p>
    </article>
  );
}
