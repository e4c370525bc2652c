import type messages from '../../messages/en.json';

import type { Locale } from './locales';

// Message keys and ICU arguments are checked against the English file: a missing key is a type error.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
