import { ConfirmTicket } from '@/components/tickets/confirm-ticket.client';
import { TicketsPage, ticketsPageMetadata } from '@/components/tickets/tickets-page';

export const generateMetadata = ticketsPageMetadata('tickets-confirm', 'confirm');

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

// Rendered per request (noindex, never shared): where the event page's form lands without JavaScript
// (`?sent=1`, `?waitlisted=N`, `?error=`) reads as a page in the server HTML. The mailed `?token=` is sent
// by POST from the browser, so a mail scanner that opens the link confirms nothing.
export default async function ConfirmTicketPage({ searchParams }: PageProps<'/[locale]/tickets/confirm'>) {
  const query = await searchParams;
  return (
    <TicketsPage copy="confirm">
      <ConfirmTicket
        token={one(query.token)}
        sent={one(query.sent) === '1'}
        waitlisted={Number(one(query.waitlisted)) || null}
        error={one(query.error)}
      />
    </TicketsPage>
  );
}
