import { locale as rootLocale } from 'next/root-params';

import { CmsPageSections, cmsPageMetadata } from '@/components/cms-page';
import { EventsDirectory } from '@/components/event/events-directory';
import { asLocale } from '@/i18n/locales';

export const generateMetadata = cmsPageMetadata('events');

/** The unfiltered list, prerendered per locale; `?city=…` and the other filters go to `events-filtered`. */
export default async function EventsPage() {
  const locale = asLocale(await rootLocale());
  return (
    <>
      <CmsPageSections name="events" />
      <EventsDirectory locale={locale} />
    </>
  );
}
