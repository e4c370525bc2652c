import 'server-only';

import type { Locale } from '@/i18n/locales';
import { events } from '@/lib/cms/events';
import type { Ticket } from '@/lib/cms/tickets';
import type { TicketListItem, TicketView } from '@/lib/tickets/view';

import { qrPath } from './qr-path';

async function eventOf(locale: Locale, slug: string): Promise<TicketView['event']> {
  // An event unpublished since the claim still has its ticket: the page then shows the ticket alone.
  const event = await events.get(locale, slug).catch(() => null);
  if (!event) return null;
  return {
    slug: event.slug,
    title: event.title,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    timeZone: event.timeZone,
    venueName: event.venueName,
    venueAddress: event.venueAddress,
    isOnline: event.isOnline,
  };
}

export async function ticketListItem(ticket: Ticket, locale: Locale): Promise<TicketListItem> {
  return {
    code: ticket.code,
    status: ticket.status,
    tierName: ticket.tierName,
    event: await eventOf(locale, ticket.eventSlug),
  };
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
