/**
 * Wall-clock times in a named zone, as the form's `datetime-local` inputs hold them ("2026-12-05T19:00"),
 * to and from ISO instants. Intl knows every zone's offsets, so no zone database ships to the browser.
 */

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export function isKnownTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `instant`, in minutes (Berlin in winter: 60). */
function offsetMinutes(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * "2026-12-05T19:00" in "Europe/Berlin" → "2026-12-05T19:00:00+01:00"; null for an empty or malformed
 * value or an unknown zone. A time skipped by a clock change reads as the offset before it.
 */
export function zonedToIso(local: string, zone: string): string | null {
  const match = localPattern.exec(local);
  if (!match || !isKnownTimeZone(zone)) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes settle the offset next to a clock change.
  let offset = offsetMinutes(wall, zone);
  offset = offsetMinutes(wall - offset * 60_000, zone);
  return `${local}:00${formatOffset(offset)}`;
}

/** An ISO instant as the zone's wall clock for a `datetime-local` input ("" when unreadable). */
export function isoToZoned(iso: string, zone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant) || !isKnownTimeZone(zone)) return '';
  const wall = new Date(instant + offsetMinutes(instant, zone) * 60_000);
  return wall.toISOString().slice(0, 16);
}

/** Every zone the browser (or Node) knows, for the picker; the given one first if it is missing. */
export function timeZoneNames(current: string): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return names.includes(current) || !current ? names : [current, ...names];
}
