import type { Metadata } from 'next';
import { locale as rootLocale } from 'next/root-params';

import { CmsPageSections, cmsPageMetadata } from '@/components/cms-page';
import { EventsDirectory } from '@/components/event/events-directory';
import { asLocale } from '@/i18n/locales';

/**
 * `/events` with filters in its query, rendered on request (the proxy rewrites here only when a filter
 * has a value, so the plain list stays static). Not a public path: `/events-filtered` itself is a 404
 * at the proxy. Its canonical is the plain list, and search engines are asked not to index the variants.
 */
export async function generateMetadata(): Promise<Metadata> {
  const metadata = await cmsPageMetadata('events')();
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function FilteredEventsPage({ searchParams }: PageProps<'/[locale]/events-filtered'>) {
  const locale = asLocale(await rootLocale());
  return (
    <>
      <CmsPageSections name="events" />
      <EventsDirectory locale={locale} searchParams={await searchParams} />
    </>
  );
}
