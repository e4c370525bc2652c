import { Markdown } from '@/components/markdown';
import { ButtonLink } from '@/components/ui/button';

import type { SectionContext } from './section';

/** A section's heading, Markdown text and button: the text beside a picture or a product screen. */
export function SectionCopy({
  context,
  heading,
  body,
  cta,
  className,
}: {
  context: SectionContext;
  heading: string;
  body?: string | null;
  cta?: { href: string; label: string } | null;
  className?: string;
}) {
  return (
    <div className={className}>
      <h2 id={context.headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {heading}
      </h2>
      {body && (
        <div className="mt-4 text-fg-soft">
          <Markdown>{body}</Markdown>
        </div>
      )}
      {cta && (
        <ButtonLink href={cta.href} variant="secondary" className="mt-6">
          {cta.label}
        </ButtonLink>
      )}
    </div>
  );
}
