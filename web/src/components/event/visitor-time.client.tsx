'use client';

import { useSyncExternalStore } from 'react';

import { zoneName } from './zone-name';

const noop = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
// The server (and hydration) has no visitor: render nothing, so the prerendered HTML is the same for all.
const noZone = () => null;

type VisitorTimeProps = {
  startsAt: string;
  endsAt: string;
  eventZone: string;
  languageTag: string;
  label: string;
};

/**
 * The event's time in the visitor's own zone, shown after hydration and only where it reads differently
 * from the event's zone (a visitor in Berlin sees nothing extra for a Warsaw event).
 */
export function VisitorTime({ startsAt, endsAt, eventZone, languageTag, label }: VisitorTimeProps) {
  const zone = useSyncExternalStore(noop, browserZone, noZone);
  if (!zone || zone === eventZone) return null;
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const inZone = (timeZone: string) =>
    new Intl.DateTimeFormat(languageTag, {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).formatRange(start, end);
  const here = inZone(zone);
  if (here === inZone(eventZone)) return null;

  return (
    <p className="mt-2 text-sm" data-visitor-time="">
      <span className="block text-muted">{label}</span>
      <time dateTime={startsAt}>{here}</time>{' '}
      <span className="text-muted">({zoneName(zone, languageTag, start)})</span>
    </p>
  );
}
