import type { TicketStatus } from '@/lib/cms/tickets';

/** A ticket as its holder's pages show it: the ticket, its event in the page's language, and the QR. */
export type TicketView = {
  code: string;
  status: TicketStatus;
  tierName: string;
  holderName: string;
  event: {
    slug: string;
    title: string;
    startsAt: string;
    endsAt: string;
    timeZone: string;
    venueName: string | null;
    venueAddress: string | null;
    isOnline: boolean;
  } | null;
  /** Only ever in answers to the holder. */
  onlineUrl: string | null;
  qr: { size: number; path: string };
};

/** One row of "My tickets". */
export type TicketListItem = Omit<TicketView, 'qr' | 'onlineUrl' | 'holderName'>;

/** What a claim ended in, as the event page shows it. */
export type ClaimOutcome =
  | { kind: 'issued'; code: string }
  | { kind: 'pending'; expiresAt: string }
  | { kind: 'waitlisted'; position: number };
