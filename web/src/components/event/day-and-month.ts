import { languageTag, type Locale } from '@/i18n/locales';

/**
 * Day and month of an instant where the event happens, as the locale writes them apart ("5", "12月"),
 * for the calendar tiles of the cards and the event page.
 */
export function dayAndMonth(instant: string, timeZone: string, locale: Locale) {
  const date = new Date(instant);
  const tag = languageTag(locale);
  // The day from the parts (Japanese writes "5日" alone), the month formatted alone ("12月", not "12").
  const day =
    new Intl.DateTimeFormat(tag, { day: 'numeric', timeZone })
      .formatToParts(date)
      .find((part) => part.type === 'day')?.value ?? '';
  const month = new Intl.DateTimeFormat(tag, { month: 'short', timeZone }).format(date);
  // Some locales end the short month with a period ("Dez."): the tile has no room for it.
  return { day, month: month.replace(/\.$/, '') };
}
