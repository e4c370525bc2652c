/**
 * A time zone's name as people say it ("Central European Time", "中央ヨーロッパ時間") rather than its
 * IANA id; the id itself where the runtime's ICU data has no name for it.
 */
export function zoneName(timeZone: string, languageTag: string, at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat(languageTag, {
      timeZone,
      timeZoneName: 'longGeneric',
    }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
