'use client';

import { useEffect, useSyncExternalStore } from 'react';

/** The public counts, as `/api/events/{slug}/availability` answers them. */
export type EventCounts = {
  going: number;
  tiers: { key: string; left: number | null; soldOut: boolean }[];
};

type Entry = { counts: EventCounts | null; listeners: Set<() => void>; loading?: Promise<void> };
const entries = new Map<string, Entry>();

function entryOf(slug: string): Entry {
  let entry = entries.get(slug);
  if (!entry) {
    entry = { counts: null, listeners: new Set() };
    entries.set(slug, entry);
  }
  return entry;
}

/** Reads the counts once per page (every island of the event shares one request), or again on `force`. */
export function loadCounts(slug: string, force = false): Promise<void> {
  const entry = entryOf(slug);
  if (entry.loading && !force) return entry.loading;
  entry.loading = fetch(`/api/events/${encodeURIComponent(slug)}/availability`, {
    cache: force ? 'no-store' : 'default',
  })
    .then((response) => (response.ok ? (response.json() as Promise<EventCounts>) : null))
    .then((counts) => {
      if (counts) entry.counts = counts;
      entry.listeners.forEach((listener) => listener());
    })
    .catch(() => undefined);
  return entry.loading;
}

/** The event's live counts, or `null` until they arrive (or when they cannot be had). */
export function useEventCounts(slug: string): EventCounts | null {
  useEffect(() => void loadCounts(slug), [slug]);
  return useSyncExternalStore(
    (listener) => {
      const entry = entryOf(slug);
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => entryOf(slug).counts,
    () => null,
  );
}
