import { getNow } from 'next-intl/server';

import { CmsPageSections, cmsPageMetadata } from '@/components/cms-page';
import { HubListCard } from '@/components/hub/hub-list-card';
import { ScrollIn } from '@/components/scroll-in.client';
import { asLocale } from '@/i18n/locales';
import { events } from '@/lib/cms/events';
import { hubs } from '@/lib/cms/hubs';

export const generateMetadata = cmsPageMetadata('hubs');

export default async function HubsPage({ params }: PageProps<'/[locale]/hubs'>) {
  const locale = asLocale((await params).locale);
  const [list, allEvents, now] = await Promise.all([hubs.list(locale), events.list(locale), getNow()]);
  // Counted at render time, like the events page's split: the static page is re-rendered at least hourly.
  const upcoming = new Map<string, number>();
  for (const event of allEvents) {
    if (event.hub && Date.parse(event.endsAt) >= now.getTime()) {
      upcoming.set(event.hub.slug, (upcoming.get(event.hub.slug) ?? 0) + 1);
    }
  }
  return (
    <>
      <CmsPageSections name="hubs" />
      <ul role="list" className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((hub) => (
          <li key={hub.slug} className="grid">
            <ScrollIn>
              <HubListCard hub={hub} upcomingCount={upcoming.get(hub.slug) ?? 0} />
            </ScrollIn>
          </li>
        ))}
      </ul>
    </>
  );
}
