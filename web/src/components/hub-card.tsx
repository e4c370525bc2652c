import { getLocale } from 'next-intl/server';

import type { HubSummary } from '@/lib/cms/types';
import { regionName } from '@/lib/region-name';
import { routeHref } from '@/routes/match';

import { ContentCard } from './content-card';

/** A hub in a directory: name, city and a short description. */
export async function HubCard({ hub, headingLevel }: { hub: HubSummary; headingLevel?: 2 | 3 }) {
  const locale = await getLocale();
  return (
    <ContentCard
      href={routeHref('hubs-hub_slug', { hub_slug: hub.slug })}
      title={hub.name}
      summary={hub.summary}
      headingLevel={headingLevel}
      meta={[hub.city, regionName(hub.country, locale)].filter(Boolean).join(', ')}
      lang={hub.isFallback ? hub.locale : undefined}
    />
  );
}
