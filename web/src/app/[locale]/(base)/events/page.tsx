import { getFormatter, getNow, getTranslations } from 'next-intl/server';

import { ContentCard } from '@/components/content-card';
import { marketingMetadata } from '@/components/marketing-page';
import { PageIntro } from '@/components/page-intro';
import { asLocale } from '@/i18n/locales';
import { events } from '@/lib/cms/events';
import type { EventSummary } from '@/lib/cms/types';

export const generateMetadata = marketingMetadata('events', 'events');

export default async function EventsPage({ params }: PageProps<'/[locale]/events'>) {
  const locale = asLocale((await params).locale);
  const [list, t, format] = await Promise.all([
    events.list(locale),
    getTranslations({ locale, namespace: 'Event' }),
    getFormatter({ locale }),
  ]);
  // Split at render time; pages are re-rendered at least hourly, so the split is at most that late.
  const now = (await getNow()).getTime();
  const upcoming = list.filter((event) => Date.parse(event.endsAt) >= now);
  const past = list.filter((event) => Date.parse(event.endsAt) < now).reverse();

  const card = (event: EventSummary) => (
    <ContentCard
      key={event.slug}
      href={`/events/${event.slug}`}
      title={event.title}
      summary={event.summary}
      headingLevel={3}
      meta={[
        format.dateTime(new Date(event.startsAt), {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: event.timeZone,
        }),
        event.isOnline ? t('online') : event.venueName,
      ]
        .filter(Boolean)
        .join(' · ')}
      lang={event.isFallback ? event.locale : undefined}
    />
  );

  return (
    <>
      <PageIntro pageKey="events" />
      <section aria-labelledby="upcoming" className="mt-10">
        <h2 id="upcoming" className="text-2xl font-semibold">
          {t('upcoming')}
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-4 text-zinc-600">{t('noUpcoming')}</p>
        ) : (
          <div className="mt-6 grid gap-6">{upcoming.map(card)}</div>
        )}
      </section>
      {past.length > 0 && (
        <section aria-labelledby="past" className="mt-12">
          <h2 id="past" className="text-2xl font-semibold">
            {t('past')}
          </h2>
          <div className="mt-6 grid gap-6">{past.map(card)}</div>
        </section>
      )}
    </>
  );
}
