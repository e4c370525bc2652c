import { defineRouting } from 'next-intl/routing';

import { defaultLocale, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Only `/` detects a language (DESIGN.md); every other unprefixed path is English.
  localeDetection: false,
  localeCookie: { name: 'i18n_redirected', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' },
  alternateLinks: false,
});
