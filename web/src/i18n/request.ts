import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';

import { defaultLocale, defaultTimeZone, isLocale } from './locales';
import { loadMessages } from './messages';

// Reading the locale from the root segment (not the request) keeps every page statically renderable.
export default getRequestConfig(async ({ locale: explicit }) => {
  const candidate = explicit ?? (await rootLocale());
  const locale = isLocale(candidate) ? candidate : defaultLocale;
  return {
    locale,
    timeZone: defaultTimeZone,
    messages: await loadMessages(locale),
  };
});
