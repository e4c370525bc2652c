import type { HubSummary } from '@/lib/cms/types';
import { routeHref } from '@/routes/match';

import { ContentCard } from './content-card';

/** A hub in a directory: name, city and a short description. */
export function HubCard({ hub, headingLevel }: { hub: HubSummary; headingLevel?: 2 | 3 }) {
  return (
    <ContentCard
      href={routeHref('hubs-hub_slug', { hub_slug: hub.slug })}
      title={hub.name}
      summary={hub.summary}
      headingLevel={headingLevel}
      meta={[hub.city, hub.country].filter(Boolean).join(', ')}
      lang={hub.isFallback ? hub.locale : undefined}
    />
  );
}
