import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { Event } from '@/lib/cms/types';
import { routeHref } from '@/routes/match';

import { HostAvatar } from './host-avatar';

/** "Hosted by": the hub first when the event has one, then the people the editor listed. */
export async function EventHosts({ event, locale }: { event: Event; locale: Locale }) {
  if (!event.hub && event.hosts.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'EventPage' });
  const linkClass = 'font-medium underline-offset-4 hover:text-link hover:underline';

  return (
    <section aria-labelledby="event-hosts" className="mt-6">
      <h2 id="event-hosts" className="text-sm font-semibold text-muted">
        {t('hostedBy')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-3">
        {event.hub && (
          <li className="flex items-center gap-3">
            <HostAvatar name={event.hub.name} media={event.hubAvatar} className="rounded-lg" />
            <span className="flex flex-col leading-tight">
              <Link href={routeHref('hubs-hub_slug', { hub_slug: event.hub.slug })} className={linkClass}>
                {event.hub.name}
              </Link>
              <span className="text-sm text-muted">{t('hubRole')}</span>
            </span>
          </li>
        )}
        {event.hosts.map((host, index) => (
          <li key={`${index}-${host.name}`} className="flex items-center gap-3">
            <HostAvatar name={host.name} media={host.avatar} />
            <span className="flex flex-col leading-tight">
              {host.url ? (
                <a href={host.url} rel="noopener noreferrer" target="_blank" className={linkClass}>
                  {host.name}
                </a>
              ) : (
                <span className="font-medium">{host.name}</span>
              )}
              {host.role && <span className="text-sm text-muted">{host.role}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
