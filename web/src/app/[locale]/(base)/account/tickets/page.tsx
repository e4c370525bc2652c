import { MyTickets } from '@/components/tickets/my-tickets.client';
import { TicketsPage, ticketsPageMetadata } from '@/components/tickets/tickets-page';

export const generateMetadata = ticketsPageMetadata('account-tickets', 'list');

// Static and the same for everyone: the list is loaded by the island, for the signed-in visitor only.
export default function MyTicketsPage() {
  return (
    <TicketsPage copy="list">
      <MyTickets />
    </TicketsPage>
  );
}
