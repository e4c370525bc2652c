import { z } from 'zod';

import { isLocale, type Locale } from '@/i18n/locales';
import { slugPattern } from '@/lib/cms/slug';

export const localeInput = z.object({
  locale: z.custom<Locale>(isLocale, 'Unknown locale: use one of the 14 site locale codes'),
});

export const slugInput = localeInput.extend({
  slug: z.string().max(120).regex(slugPattern, 'A slug is lower-case letters, digits and single hyphens'),
});
