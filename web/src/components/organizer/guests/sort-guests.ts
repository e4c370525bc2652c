import type { Guest } from '@/lib/cms/organizer';

// Who is coming first; a cancelled ticket is history, at the end.
const statusOrder: Record<Guest['status'], number> = { checked_in: 0, issued: 0, pending: 1, cancelled: 2 };

/** The list as an organizer reads it at a glance: by status group, then by name in their language. */
export function sortGuests(guests: readonly Guest[], locale: string): Guest[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...guests].sort(
    (a, b) =>
      statusOrder[a.status] - statusOrder[b.status] ||
      collator.compare(a.name, b.name) ||
      a.email.localeCompare(b.email),
  );
}

/** Who a message to all guests reaches: every valid ticket, used at the door or not. */
export const recipientCount = (guests: readonly Guest[]) =>
  guests.filter((guest) => guest.status === 'issued' || guest.status === 'checked_in').length;
