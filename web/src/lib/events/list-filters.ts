/**
 * The filters of the events list, as they travel in the URL (`/events?city=Lisbon&free=1`): parsed and
 * checked here, so a bad value is left out (and said so) instead of failing the page. Pure: the proxy uses
 * `hasEventFilters` to send filtered requests to the on-demand route, the page the rest.
 */

export const filterParams = ['city', 'online', 'from', 'to', 'free'] as const;
export type FilterParam = (typeof filterParams)[number];

export type EventFilters = {
  /** One of the cities the list has, as the list spells it. */
  city: string | null;
  online: boolean;
  free: boolean;
  /** Calendar days (`YYYY-MM-DD`) in each event's own time zone, both included. */
  from: string | null;
  to: string | null;
};

export const noFilters: EventFilters = { city: null, online: false, free: false, from: null, to: null };

type SearchParams = Record<string, string | string[] | undefined>;

// Longer than any city or ISO day: anything beyond is not a value this form sends.
const maxValueLength = 120;
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when a request names at least one filter with a value (an empty form field is no filter). */
export function hasEventFilters(search: URLSearchParams): boolean {
  return filterParams.some((name) => search.getAll(name).some((value) => value.trim() !== ''));
}

function firstValue(value: string | string[] | undefined): string {
  const single = Array.isArray(value) ? value[0] : value;
  return (single ?? '').trim();
}

function validDay(value: string): string | null {
  const match = isoDay.exec(value);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  if (year < 2000 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2026-02-31 rolls over to March: not a day anyone meant.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? value : null;
}

function flag(value: string): boolean | null {
  if (value === '') return false;
  return ['1', 'on', 'true', 'yes'].includes(value.toLowerCase()) ? true : null;
}

const cityKey = (city: string) => city.normalize('NFC').toLocaleLowerCase();

/**
 * Reads the filters from a page's search params. `ignored` names each filter given a value that is not
 * one (an unknown city, a day that does not exist, a huge string): the page shows the rest and says so.
 */
export function parseEventFilters(
  params: SearchParams,
  cities: readonly string[],
): { filters: EventFilters; ignored: FilterParam[] } {
  const ignored: FilterParam[] = [];
  const raw = Object.fromEntries(filterParams.map((name) => [name, firstValue(params[name])])) as Record<
    FilterParam,
    string
  >;
  for (const name of filterParams) {
    if (raw[name].length > maxValueLength) {
      ignored.push(name);
      raw[name] = '';
    }
  }

  let city: string | null = null;
  if (raw.city) {
    city = cities.find((known) => cityKey(known) === cityKey(raw.city)) ?? null;
    if (!city) ignored.push('city');
  }
  const readFlag = (name: 'online' | 'free') => {
    const value = flag(raw[name]);
    if (value === null) ignored.push(name);
    return value ?? false;
  };
  const readDay = (name: 'from' | 'to') => {
    if (!raw[name]) return null;
    const day = validDay(raw[name]);
    if (!day) ignored.push(name);
    return day;
  };
  const online = readFlag('online');
  const free = readFlag('free');
  let from = readDay('from');
  let to = readDay('to');
  // A range given backwards is still a range.
  if (from && to && from > to) [from, to] = [to, from];
  return { filters: { city, online, free, from, to }, ignored };
}

export function isFiltered(filters: EventFilters): boolean {
  return Boolean(filters.city || filters.online || filters.free || filters.from || filters.to);
}

type FilterableEvent = {
  startsAt: string;
  endsAt: string;
  timeZone: string;
  isOnline: boolean;
  city: string | null;
  price: { amount: number } | null;
};

/** The calendar day of an instant where the event happens (`en-CA` writes days as `YYYY-MM-DD`). */
export function dayInZone(instant: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(instant));
  } catch {
    return instant.slice(0, 10);
  }
}

/** Whether an event passes every filter; an event spanning days matches a range it overlaps. */
export function matchesFilters(event: FilterableEvent, filters: EventFilters): boolean {
  if (filters.online && !event.isOnline) return false;
  if (filters.city && (event.isOnline || !event.city || cityKey(event.city) !== cityKey(filters.city))) {
    return false;
  }
  if (filters.free && event.price?.amount !== 0) return false;
  if (filters.from && dayInZone(event.endsAt, event.timeZone) < filters.from) return false;
  if (filters.to && dayInZone(event.startsAt, event.timeZone) > filters.to) return false;
  return true;
}
