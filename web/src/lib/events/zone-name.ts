/**
 * A time zone as people say it, in their language ("Portugal Time", "ポルトガル時間", "WEZ"): the name
 * a card puts after an event's time. Falls back to the IANA name where the runtime knows no better.
 */
export function zoneName(instant: string, timeZone: string, languageTag: string): string {
  try {
    const parts = new Intl.DateTimeFormat(languageTag, {
      timeZone,
      timeZoneName: 'shortGeneric',
    }).formatToParts(new Date(instant));
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
