import 'server-only';

import type { Locale } from '@/i18n/locales';
import { events } from '@/lib/cms/events';
import type { Ticket } from '@/lib/cms/tickets';
import type { TicketListItem, TicketView } from '@/lib/tickets/view';

import { qrPath } from './qr-path';

/** The ticket's event in the page's language, and its tier's name there (else the name it was claimed under). */
async function eventOf(locale: Locale, ticket: Ticket) {
  // An event unpublished since the claim still has its ticket: the page then shows the ticket alone.
  const event = await events.get(locale, ticket.eventSlug).catch(() => null);
  const tierName = event?.tickets.find((tier) => tier.key === ticket.tierKey)?.name ?? ticket.tierName;
  if (!event) return { event: null, tierName };
  const shown: TicketView['event'] = {
    slug: event.slug,
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    venueName: event.venueName,
    venueAddress: event.venueAddress,
    isOnline: event.isOnline,
  };
  return { event: shown, tierName };
}

export async function ticketListItem(ticket: Ticket, locale: Locale): Promise<TicketListItem> {
  const { event, tierName } = await eventOf(locale, ticket);
  return { code: ticket.code, status: ticket.status, tierName, event };
}

/** The holder's view: the join link is added here and nowhere else. */
export async function ticketView(ticket: Ticket, locale: Locale): Promise<TicketView> {
  const onlineUrl = ticket.onlineUrl?.startsWith('https://') ? ticket.onlineUrl : null;
  return {
    ...(await ticketListItem(ticket, locale)),
    holderName: ticket.holderName,
    onlineUrl: ticket.status === 'cancelled' ? null : onlineUrl,
    qr: qrPath(ticket.code),
  };
}
