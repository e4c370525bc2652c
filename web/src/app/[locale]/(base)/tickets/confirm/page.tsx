import { Suspense } from 'react';

import { ConfirmTicket } from '@/components/tickets/confirm-ticket.client';
import { TicketsPage, ticketsPageMetadata } from '@/components/tickets/tickets-page';

export const generateMetadata = ticketsPageMetadata('tickets-confirm', 'confirm');

// The mailed token is read in the browser (`?token=`) and sent by POST, so the page stays static and a
// mail scanner opening the link confirms nothing.
export default function ConfirmTicketPage() {
  return (
    <TicketsPage copy="confirm">
      <Suspense>
        <ConfirmTicket />
      </Suspense>
    </TicketsPage>
  );
}
