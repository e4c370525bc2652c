import { EditEvent } from '@/components/organizer/edit-event.client';
import { OrganizerPage, organizerPageMetadata } from '@/components/organizer/organizer-page';
import { currentSiteName } from '@/lib/cms/website-config';

export const generateMetadata = organizerPageMetadata('account-events-edit', 'edit');

// The HTML holds no event data, whoever asks: the island asks `organizer.one`, which answers the
// event's organizer and co-hosts only (another account gets 404, nobody 401).
export default async function EditEventPage({ params }: PageProps<'/[locale]/account/events/[id]/edit'>) {
  const { id } = await params;
  return (
    <OrganizerPage copy="edit">
      <EditEvent id={id} siteName={await currentSiteName()} />
    </OrganizerPage>
  );
}
