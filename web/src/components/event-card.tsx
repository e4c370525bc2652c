import { getFormatter, getTranslations } from 'next-intl/server';

import type { EventSummary } from '@/lib/cms/types';
import { routeHref } from '@/routes/match';

import { ContentCard } from './content-card';

/** An event in a list: its start in the event's own time zone, and where it happens. */
export async function EventCard({ event, headingLevel = 3 }: { event: EventSummary; headingLevel?: 2 | 3 }) {
  const [t, format] = await Promise.all([getTranslations('Event'), getFormatter()]);
  const when = format.dateTime(new Date(event.startsAt), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: event.timeZone,
  });
  return (
    <ContentCard
      href={routeHref('events-event_slug', { event_slug: event.slug })}
      title={event.title}
      summary={event.summary}
      headingLevel={headingLevel}
      meta={[when, event.isOnline ? t('online') : event.venueName].filter(Boolean).join(' · ')}
      lang={event.isFallback ? event.locale : undefined}
    />
  );
}
