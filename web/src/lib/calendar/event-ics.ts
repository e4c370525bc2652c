import 'server-only';

import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar } from 'ical-generator';

import type { Event } from '@/lib/cms/types';

type CalendarOptions = { url: string; siteName: string; onlineLabel: string };

/** The wall-clock time of an instant in a time zone, as a Date whose UTC fields hold it (what a TZID line needs). */
function wallClock(iso: string, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  return new Date(
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')),
  );
}

/** An iCalendar file for one event: its title and summary in the page's language, in its own zone. */
export function eventCalendar(event: Event, { url, siteName, onlineLabel }: CalendarOptions): string {
  const calendar = new ICalCalendar({ name: event.title, prodId: { company: siteName, product: 'events' } });
  calendar.timezone({ name: event.timeZone, generator: getVtimezoneComponent });
  const place = event.isOnline
    ? onlineLabel
    : [event.venueName, event.venueAddress].filter(Boolean).join(', ');
  calendar.createEvent({
    id: `${event.slug}@${new URL(url).host}`,
    start: wallClock(event.startsAt, event.timeZone),
    end: wallClock(event.endsAt, event.timeZone),
    timezone: event.timeZone,
    summary: event.title,
    description: `${event.summary}\n\n${url}`,
    location: place || null,
    url,
  });
  return calendar.toString();
}
