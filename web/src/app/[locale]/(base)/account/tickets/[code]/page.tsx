import { TicketDetail } from '@/components/tickets/ticket-detail.client';
import { TicketsPage, ticketsPageMetadata } from '@/components/tickets/tickets-page';

export const generateMetadata = ticketsPageMetadata('account-tickets-code', 'ticket');

// The HTML holds no ticket data, whoever asks: the island asks `tickets.one`, which answers the holder
// only (another account gets 404, nobody 401).
export default async function TicketPage({ params }: PageProps<'/[locale]/account/tickets/[code]'>) {
  const { code } = await params;
  return (
    <TicketsPage copy="ticket">
      <TicketDetail code={code} />
    </TicketsPage>
  );
}
