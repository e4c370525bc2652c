import 'server-only';

import { getMessages } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';

import { isKnownTag, tagAsWords } from './tags';

/** Names tags in the locale's words: the messages' name where there is one, else the slug as words. */
export async function tagLabels(locale: Locale): Promise<(tag: string) => string> {
  const { names } = (await getMessages({ locale })).BlogTags;
  return (tag) => (isKnownTag(tag, names) ? names[tag] : tagAsWords(tag));
}
