import { BodyInEnglishNote, FallbackNote } from '@/components/fallback-note';
import type { Event } from '@/lib/cms/types';

/**
 * The event's title and summary, marked with the language they are in when the English text stands in
 * for a missing translation (as ArticleHeader does for posts and guides).
 */
export function EventHeading({ event }: { event: Event }) {
  return (
    <>
      <header lang={event.isFallback ? event.locale : undefined}>
        {event.isFallback && <FallbackNote />}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{event.title}</h1>
        <p className="mt-3 text-lg text-fg-soft">{event.summary}</p>
      </header>
      {!event.isFallback && event.bodyLocale !== event.locale && <BodyInEnglishNote />}
    </>
  );
}
