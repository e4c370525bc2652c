import { getTranslations } from 'next-intl/server';

import { siteUrl } from '@/config/site';
import { currentSiteName } from '@/lib/cms/website-config';
import { isLocale } from '@/i18n/locales';
import { events } from '@/lib/cms/events';
import { mayExist } from '@/lib/cms/slug-index';
import { eventCalendar } from '@/lib/calendar/event-ics';
import { localizedPath, routeHref } from '@/routes/match';

/**
 * `/api/calendar/{locale}/{event}.ics`: the event for a calendar app, in the page's language and the
 * event's own time zone. Cached like the event page and refreshed with it.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/calendar/[locale]/[file]'>) {
  const { locale, file } = await params;
  const slug = file.replace(/\.ics$/, '');
  if (!isLocale(locale) || !file.endsWith('.ics') || !mayExist('event', slug)) {
    return Response.json({ error: 'Unknown calendar file' }, { status: 404 });
  }
  const event = await events.get(locale, slug);
  if (!event) return Response.json({ error: 'Unknown event' }, { status: 404 });
  const [t, siteName] = await Promise.all([
    getTranslations({ locale, namespace: 'Event' }),
    currentSiteName(),
  ]);
  const url = `${siteUrl}${localizedPath(routeHref('events-event_slug', { event_slug: slug }), {}, locale)}`;
  const body = eventCalendar(event, { url, siteName, onlineLabel: t('online') });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${slug}.ics"`,
      'Cache-Control': 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
    },
  });
}
