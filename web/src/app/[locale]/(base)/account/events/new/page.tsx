import { NewEvent } from '@/components/organizer/new-event.client';
import { OrganizerPage, organizerPageMetadata } from '@/components/organizer/organizer-page';
import { currentSiteName } from '@/lib/cms/website-config';

export const generateMetadata = organizerPageMetadata('account-events-new', 'new');

// Static: the form appears in the browser once the visitor is known to be signed in.
export default async function NewEventPage() {
  return (
    <OrganizerPage copy="new">
      <NewEvent siteName={await currentSiteName()} />
    </OrganizerPage>
  );
}
