/**
 * A date with its weekday, written out. `dateStyle: 'full'` glues the Japanese weekday to the date
 * (「2026年12月5日土曜日」); Japanese sets it apart in brackets, as CLDR's own medium form does:
 * 「2026年12月5日(土)」. Other languages keep the full style.
 */
type DateOptions = Pick<Intl.DateTimeFormatOptions, 'year' | 'month' | 'day' | 'weekday' | 'dateStyle'>;

export function fullDateOptions(locale: string): DateOptions {
  if (locale === 'ja') return { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short' };
  return { dateStyle: 'full' };
}

/** From start to end with the weekday and times (a ticket), the Japanese weekday in brackets as above. */
export function fullDateTimeRange(locale: string, start: Date, end: Date, timeZone: string): string {
  if (locale !== 'ja') {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).formatRange(
      start,
      end,
    );
  }
  // CLDR's Japanese range patterns switch to 「2026/12/5(土) 19時00分～21時00分」: built from the parts.
  const day = new Intl.DateTimeFormat(locale, { ...fullDateOptions(locale), timeZone });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone });
  if (day.format(start) === day.format(end))
    return `${day.format(start)} ${time.format(start)}～${time.format(end)}`;
  return `${day.format(start)} ${time.format(start)}～${day.format(end)} ${time.format(end)}`;
}
