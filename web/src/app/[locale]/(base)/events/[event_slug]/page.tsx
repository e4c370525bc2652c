import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { SaveEventButton } from '@/components/auth/save-event-button.client';

import { EventActionBar } from '@/components/event/event-action-bar';
import { EventCover } from '@/components/event/event-cover';
import { EventHeading } from '@/components/event/event-heading';
import { EventHosts } from '@/components/event/event-hosts';
import { EventSideCard } from '@/components/event/event-side-card';
import { EventWhen } from '@/components/event/event-when';
import { EventWhere } from '@/components/event/event-where';
import { ShareButton } from '@/components/event/share-button.client';
import { Icon } from '@/components/icon';
import { JsonLd } from '@/components/json-ld';
import { Markdown } from '@/components/markdown';
import { EventTickets } from '@/components/tickets/event-tickets';
import { GoingCount } from '@/components/tickets/going-count';
import { TitledSection } from '@/components/titled-section';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { events } from '@/lib/cms/events';
import { detailRoute } from '@/lib/seo/detail-route';
import { currentSiteName } from '@/lib/cms/website-config';
import { eventJsonLd } from '@/lib/seo/json-ld';
import { routeHref } from '@/routes/match';

const route = detailRoute({
  collection: events,
  name: 'events-event_slug',
  param: 'event_slug',
  describe: (event) => ({ title: event.title, description: event.summary }),
});

export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;

export default async function EventPage({ params }: PageProps<'/[locale]/events/[event_slug]'>) {
  const { locale, entry: event } = await route.entry(params);
  if (!event) notFound();
  const [t, page, saved, siteName] = await Promise.all([
    getTranslations({ locale, namespace: 'Event' }),
    getTranslations({ locale, namespace: 'EventPage' }),
    getTranslations({ locale, namespace: 'Auth.saved' }),
    currentSiteName(),
  ]);

  return (
    // One readable column up to tablets, two from lg. `auto-phrase`: Japanese and Chinese text breaks
    // between phrases, not inside a word. Anchors (#tickets) land below the sticky site header.
    <article className="mx-auto max-w-2xl [word-break:auto-phrase] lg:max-w-none [&_[id]]:scroll-mt-24">
      <JsonLd data={eventJsonLd(event, locale, siteName)} />
      <p className="text-sm print:hidden">
        <Link href={routeHref('events')} className="text-link underline">
          {t('backToEvents')}
        </Link>
      </p>
      <div className="mt-6 grid gap-x-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <EventCover event={event} />
          <EventSideCard event={event} locale={locale} placement="aside" />
        </div>
        <div className="mt-6 lg:mt-0">
          <EventHeading event={event} />
          <EventHosts event={event} locale={locale} />
          {/* One line kept for the live count, so its arrival moves nothing. */}
          <div className="mt-3 min-h-6">
            <GoingCount slug={event.slug} locale={locale} />
          </div>
          <div className="mt-8 grid gap-5 border-y border-line py-6">
            <EventWhen event={event} locale={locale} />
            <EventWhere event={event} locale={locale} />
          </div>
          <EventSideCard event={event} locale={locale} placement="inline" />
          <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
            {/* A file download in the page's language; not a client navigation. */}
            <a
              href={`/api/calendar/${locale}/${event.slug}.ics`}
              className={buttonVariants({ variant: 'secondary' })}
              download
            >
              <Icon name="calendar" className="size-4" />
              {t('addToCalendar')}
            </a>
            <ShareButton
              title={event.title}
              labels={{ share: page('share'), copied: page('linkCopied'), failed: page('copyFailed') }}
            />
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
          </div>
          <TitledSection id="about" title={page('about')} className="mt-10">
            <div className="mt-4" lang={event.bodyLocale === locale ? undefined : event.bodyLocale}>
              <Markdown>{event.body}</Markdown>
            </div>
          </TitledSection>
          <EventTickets event={event} locale={locale} />
        </div>
      </div>
      <EventActionBar event={event} locale={locale} />
    </article>
  );
}
