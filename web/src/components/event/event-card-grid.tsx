import type { EventSummary } from '@/lib/cms/types';

import { EventListCard } from './event-list-card';

/** Event cards in a grid: one column on phones, two on tablets, three on desktops. */
export function EventCardGrid({
  events,
  showHub = true,
  headingLevel = 3,
}: {
  events: EventSummary[];
  showHub?: boolean;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul role="list" className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.slug} className="flex">
          <EventListCard event={event} showHub={showHub} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
