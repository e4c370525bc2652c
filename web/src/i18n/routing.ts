import { defineRouting } from 'next-intl/routing';

import { defaultLocale, locales } from './locales';

/** The cookie that remembers a chosen or detected language (SPEC 9: 365 days, path /, SameSite Lax). */
export const localeCookie = { name: 'i18n_redirected', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' } as const;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Detection on `/` only is done by src/proxy.ts; next-intl's middleware is not used.
  localeDetection: false,
  localeCookie,
  alternateLinks: false,
});
