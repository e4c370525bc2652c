import { CheckInPage, checkInMetadata } from '@/components/check-in/check-in-page';

export const generateMetadata = checkInMetadata;

// Static and the same for everyone (the ticket pages' model): the island loads the event for its hosts.
export default async function CheckIn({ params }: PageProps<'/[locale]/account/events/[id]/check-in'>) {
  const { id } = await params;
  return <CheckInPage id={id} />;
}
