import { MyEvents } from '@/components/organizer/my-events.client';
import { OrganizerPage, organizerPageMetadata } from '@/components/organizer/organizer-page';

export const generateMetadata = organizerPageMetadata('account-events', 'list');

// Static and the same for everyone: the list is loaded by the island, for the signed-in visitor only.
export default function MyEventsPage() {
  return (
    <OrganizerPage copy="list">
      <MyEvents />
    </OrganizerPage>
  );
}
