import { NewEvent } from '@/components/organizer/new-event.client';
import { OrganizerPage, organizerPageMetadata } from '@/components/organizer/organizer-page';

export const generateMetadata = organizerPageMetadata('account-events-new', 'new');

// Static: the form appears in the browser once the visitor is known to be signed in.
export default function NewEventPage() {
  return (
    <OrganizerPage copy="new">
      <NewEvent />
    </OrganizerPage>
  );
}
