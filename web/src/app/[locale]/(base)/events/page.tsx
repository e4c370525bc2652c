import { getNow, getTranslations } from 'next-intl/server';

import { CmsPageSections, cmsPageMetadata } from '@/components/cms-page';
import { EventCard } from '@/components/event-card';
import { TitledSection } from '@/components/titled-section';
import { asLocale } from '@/i18n/locales';
import { events } from '@/lib/cms/events';

export const generateMetadata = cmsPageMetadata('events');

export default async function EventsPage({ params }: PageProps<'/[locale]/events'>) {
  const locale = asLocale((await params).locale);
  const [list, t] = await Promise.all([events.list(locale), getTranslations({ locale, namespace: 'Event' })]);
  // Split at render time; pages are re-rendered at least hourly, so the split is at most that late.
  const now = (await getNow()).getTime();
  const upcoming = list.filter((event) => Date.parse(event.endsAt) >= now);
  const past = list.filter((event) => Date.parse(event.endsAt) < now).reverse();

  return (
    <>
      <CmsPageSections name="events" />
      <TitledSection id="upcoming" title={t('upcoming')}>
        {upcoming.length === 0 ? (
          <p className="mt-4 text-muted">{t('noUpcoming')}</p>
        ) : (
          <div className="mt-6 grid gap-6">
            {upcoming.map((event) => (
              <EventCard key={event.slug} event={event} />
            ))}
          </div>
        )}
      </TitledSection>
      {past.length > 0 && (
        <TitledSection id="past" title={t('past')} className="mt-12 render-near-view">
          <div className="mt-6 grid gap-6">
            {past.map((event) => (
              <EventCard key={event.slug} event={event} />
            ))}
          </div>
        </TitledSection>
      )}
    </>
  );
}
