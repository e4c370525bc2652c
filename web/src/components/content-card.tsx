import type { ReactNode } from 'react';

import { Link } from '@/i18n/navigation';

import { ScrollIn } from './scroll-in.client';

type ContentCardProps = {
  href: string;
  title: string;
  summary: string;
  meta?: ReactNode;
  /** Set when the text is the English fallback of a missing translation. */
  lang?: string;
  headingLevel?: 2 | 3;
  /** Under the summary, outside the title's link (a post's tags, each a link of its own). */
  footer?: ReactNode;
};

/** One entry of a CMS list (blog, guides, hubs, events, demos): the whole title is the link. */
export function ContentCard({
  href,
  title,
  summary,
  meta,
  lang,
  headingLevel = 2,
  footer,
}: ContentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ScrollIn>
      <article className="rounded-xl border border-line p-5 transition hover:border-primary-300">
        <Heading className="text-xl font-semibold" lang={lang}>
          <Link href={href} className="hover:text-link">
            {title}
          </Link>
        </Heading>
        {meta && <p className="mt-1 text-sm text-muted">{meta}</p>}
        <p className="mt-3 text-fg-soft" lang={lang}>
          {summary}
        </p>
        {footer}
      </article>
    </ScrollIn>
  );
}
