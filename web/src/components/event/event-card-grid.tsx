import { ScrollIn } from '@/components/scroll-in.client';
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
        // A one-cell grid stretches the fade wrapper, and so the card, to the row's height.
        <li key={event.slug} className="grid">
          <ScrollIn>
            <EventListCard event={event} showHub={showHub} headingLevel={headingLevel} />
          </ScrollIn>
        </li>
      ))}
    </ul>
  );
}
