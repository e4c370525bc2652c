import { getFormatter, getLocale, getTranslations } from 'next-intl/server';

import { CmsImage } from '@/components/cms-image';
import { asLocale, languageTag } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { EventSummary } from '@/lib/cms/types';
import { zoneName } from '@/lib/events/zone-name';
import { routeHref } from '@/routes/match';

import { DateTile } from './date-tile';
import { priceLabel } from './event-price';
import { GeneratedCover } from './generated-cover';

type EventListCardProps = {
  event: EventSummary;
  headingLevel?: 2 | 3;
  /** Leave the hub out where every card is the same hub's (its own page). */
  showHub?: boolean;
};

/**
 * An event in a list as an image card: cover (the editor's, else a generated one), a date tile, the title
 * as the link that covers the whole card, then when (in the event's time zone, which it names), where, who
 * hosts and what it costs.
 */
export async function EventListCard({ event, headingLevel = 3, showHub = true }: EventListCardProps) {
  const [t, format, locale] = await Promise.all([getTranslations('EventList'), getFormatter(), getLocale()]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const when = format.dateTime(new Date(event.startsAt), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: event.timeZone,
  });
  const zone = zoneName(event.startsAt, event.timeZone, languageTag(asLocale(locale)));
  const place = event.isOnline ? t('online') : event.city;
  const lang = event.isFallback ? event.locale : undefined;

  return (
    <article
      className="group relative flex h-full w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition focus-within:ring-2 focus-within:ring-primary hover:border-primary-300 hover:shadow-md"
      data-event-card={event.slug}
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-surface-muted">
        {event.cover ? (
          <CmsImage
            media={{ ...event.cover, alt: '' }}
            sizes="(min-width: 1024px) 384px, (min-width: 640px) 50vw, 100vw"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.02]"
          />
        ) : (
          <GeneratedCover seed={event.slug} title={event.title} className="size-full" />
        )}
        <div className="absolute top-3 left-3">
          <DateTile startsAt={event.startsAt} timeZone={event.timeZone} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm font-medium text-link">
          <time dateTime={event.startsAt}>{when}</time>
          <span className="text-muted"> · {zone}</span>
        </p>
        <Heading className="text-lg leading-snug font-semibold text-balance" lang={lang}>
          {/* The link covers the card (its ::after), so the whole card is one target with one name. */}
          <Link
            href={routeHref('events-event_slug', { event_slug: event.slug })}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {event.title}
          </Link>
        </Heading>
        {showHub && (event.hub ?? event.organizer) && (
          <p className="text-sm text-fg-soft" lang={lang}>
            {t('hostedBy', { hub: event.hub?.name ?? event.organizer?.name ?? '' })}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-2 text-sm">
          {place && (
            <span className="text-fg-soft" data-place="">
              {place}
            </span>
          )}
          {event.price && (
            <span className="font-semibold text-fg" data-price="">
              {priceLabel(event.price, t, languageTag(asLocale(locale)))}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
