import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';

import { SaveEventButton } from '@/components/auth/save-event-button.client';

import { ArticleHeader } from '@/components/article-header';
import { CmsImage } from '@/components/cms-image';
import { Icon } from '@/components/icon';
import { JsonLd } from '@/components/json-ld';
import { Markdown } from '@/components/markdown';
import { EventTickets } from '@/components/tickets/event-tickets';
import { JoinLinkNote } from '@/components/tickets/join-link-note';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { events } from '@/lib/cms/events';
import { detailRoute } from '@/lib/seo/detail-route';
import { eventJsonLd } from '@/lib/seo/json-ld';
import { routeHref } from '@/routes/match';

const route = detailRoute({
  collection: events,
  name: 'events-event_slug',
  param: 'event_slug',
  describe: (event) => ({ title: event.title, description: event.summary }),
});

/** A plain search link to OpenStreetMap: no embedded third-party map, no request until the visitor asks. */
function mapLink(venue: string | null, address: string): string {
  const query = [venue, address].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function EventPage({ params }: PageProps<'/[locale]/events/[event_slug]'>) {
  const { locale, entry: event } = await route.entry(params);
  if (!event) notFound();
  const [t, format, saved] = await Promise.all([
    getTranslations({ locale, namespace: 'Event' }),
    getFormatter({ locale }),
    getTranslations({ locale, namespace: 'Auth.saved' }),
  ]);
  const inZone = { timeZone: event.timeZone, dateStyle: 'full', timeStyle: 'short' } as const;

  return (
    <article>
      <JsonLd data={eventJsonLd(event, locale)} />
      <ArticleHeader back={{ href: routeHref('events'), label: t('backToEvents') }} entry={event} />
      {event.cover && (
        <CmsImage
          media={event.cover}
          sizes="(min-width: 1024px) 1024px, 100vw"
          className="mt-6 rounded-xl"
          priority
        />
      )}
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-muted">{t('when')}</dt>
          <dd>
            <time dateTime={event.startsAt}>
              {format.dateTimeRange(new Date(event.startsAt), new Date(event.endsAt), inZone)}
            </time>
            <span className="block text-sm text-muted">
              {t('timeZoneNote', { timeZone: event.timeZone })}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{t('where')}</dt>
          <dd>
            {event.venueName ?? t('online')}
            {event.venueAddress && <span className="block text-sm text-muted">{event.venueAddress}</span>}
            {event.venueAddress && (
              <a
                href={mapLink(event.venueName, event.venueAddress)}
                rel="noopener noreferrer"
                target="_blank"
                className="block text-sm text-link underline print:hidden"
              >
                {t('openMap')}
              </a>
            )}
            {event.isOnline && <JoinLinkNote locale={locale} />}
          </dd>
        </div>
      </dl>
      <p className="mt-6 flex flex-wrap items-center gap-4 print:hidden">
        {/* A file download in the page's language; not a client navigation. */}
        <a
          href={`/api/calendar/${locale}/${event.slug}.ics`}
          className={buttonVariants({ variant: 'secondary' })}
          download
        >
          <Icon name="calendar" className="size-4" />
          {t('addToCalendar')}
        </a>
        <SaveEventButton
          slug={event.slug}
          locale={locale}
          labels={{
            save: saved('save'),
            saved: saved('savedLabel'),
            signInToSave: saved('signInToSave'),
            failed: saved('failed'),
          }}
        />
      </p>
      {event.hub && (
        <p className="mt-4">
          <Link
            href={routeHref('hubs-hub_slug', { hub_slug: event.hub.slug })}
            className="text-link underline"
          >
            {t('hostedBy', { hub: event.hub.name })}
          </Link>
        </p>
      )}
      <EventTickets event={event} locale={locale} />
      <div className="mt-8" lang={event.bodyLocale === locale ? undefined : event.bodyLocale}>
        <Markdown>{event.body}</Markdown>
      </div>
    </article>
  );
}
