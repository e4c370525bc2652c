import type { Locale } from '@/i18n/locales';

import { isKnownTimeZone } from './zoned-time';

// Where a language's visitors most often are, for a browser that names no zone of its own.
const byLocale: Record<Locale, string> = {
  en: 'Europe/London',
  de: 'Europe/Berlin',
  es: 'Europe/Madrid',
  fr: 'Europe/Paris',
  id: 'Asia/Jakarta',
  it: 'Europe/Rome',
  ja: 'Asia/Tokyo',
  ko: 'Asia/Seoul',
  pl: 'Europe/Warsaw',
  pt: 'America/Sao_Paulo',
  ru: 'Europe/Moscow',
  tr: 'Europe/Istanbul',
  uk: 'Europe/Kyiv',
  zh: 'Asia/Shanghai',
};

/** The browser's own zone, else the language's usual one. */
export function defaultTimeZone(locale: Locale): string {
  const own = typeof Intl === 'object' ? Intl.DateTimeFormat().resolvedOptions().timeZone : '';
  // A server-like `UTC` or `Etc/…` says nothing about where the organizer is.
  return own && own !== 'UTC' && !own.startsWith('Etc/') && isKnownTimeZone(own) ? own : byLocale[locale];
}
