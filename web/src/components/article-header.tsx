import { Link } from '@/i18n/navigation';
import type { EntryBase } from '@/lib/cms/types';

import { BodyInEnglishNote, FallbackNote } from './fallback-note';

type ArticleHeaderProps = {
  back: { href: string; label: string };
  entry: Pick<EntryBase, 'isFallback' | 'locale'> & { title: string; summary: string; bodyLocale?: string };
};

/**
 * The top of a reading page (post, guide, event): the way back to its list, then the title and summary,
 * marked with the language they are in when it is the English fallback.
 */
export function ArticleHeader({ back, entry }: ArticleHeaderProps) {
  return (
    <>
      <p className="text-sm print:hidden">
        <Link href={back.href} className="text-link underline">
          {back.label}
        </Link>
      </p>
      <header className="mt-6" lang={entry.isFallback ? entry.locale : undefined}>
        {entry.isFallback && <FallbackNote />}
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{entry.title}</h1>
        <p className="mt-3 text-lg text-fg-soft">{entry.summary}</p>
      </header>
      {!entry.isFallback && entry.bodyLocale && entry.bodyLocale !== entry.locale && <BodyInEnglishNote />}
    </>
  );
}
