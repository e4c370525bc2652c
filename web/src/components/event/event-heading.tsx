import { getLocale, getTranslations } from 'next-intl/server';

import { BodyInEnglishNote, FallbackNote } from '@/components/fallback-note';
import { asLocale, defaultLocale, languageTag } from '@/i18n/locales';
import type { Event } from '@/lib/cms/types';

const noteClass =
  'mb-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100';

/**
 * The event's title and summary, marked with the language they are in when another version stands in
 * for a missing translation: the English one (as ArticleHeader does for posts and guides), or for an
 * organizer's event the one in the language its host wrote it in. Then "Hosted by" its organizer.
 */
export async function EventHeading({ event }: { event: Event }) {
  const locale = asLocale(await getLocale());
  const t = await getTranslations({ locale, namespace: 'Event' });
  const fromSource = event.isFallback && event.locale !== defaultLocale;
  const language = new Intl.DisplayNames([languageTag(locale)], { type: 'language' }).of(event.locale);
  return (
    <>
      <header lang={event.isFallback ? event.locale : undefined}>
        {fromSource ? (
          <p role="note" lang={locale} className={noteClass}>
            {t('fallbackNote', { language: language ?? event.locale })}
          </p>
        ) : (
          event.isFallback && <FallbackNote />
        )}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{event.title}</h1>
        <p className="mt-3 text-lg text-fg-soft">{event.summary}</p>
        {event.organizer && (
          <p className="mt-3 text-sm text-fg-soft" lang={locale} data-organizer="">
            {t('hostedBy', { hub: event.organizer.name })}
          </p>
        )}
      </header>
      {!event.isFallback && event.bodyLocale !== event.locale && <BodyInEnglishNote />}
    </>
  );
}
