import type { z } from 'zod';

import { CmsImage } from '@/components/cms-image';
import { Illustration } from '@/components/illustrations/illustration';
import { Markdown } from '@/components/markdown';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import type { SectionProps } from '../section';
import type { mediaTextSchema } from './schema';

export function MediaTextSection({ data, context }: SectionProps<z.output<typeof mediaTextSchema>>) {
  const visual = data.image ? (
    <CmsImage media={data.image} sizes="(min-width: 768px) 50vw, 100vw" className="rounded-2xl" />
  ) : (
    data.visual && <Illustration name={data.visual} className="mx-auto w-full max-w-sm" />
  );
  return (
    <section
      aria-labelledby={context.headingId}
      className="grid items-center gap-10 py-12 sm:py-16 md:grid-cols-2"
    >
      <div className={cn(data.imageSide === 'start' && 'md:order-last')}>
        <h2 id={context.headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {data.heading}
        </h2>
        <div className="mt-4 text-fg-soft">
          <Markdown>{data.body}</Markdown>
        </div>
        {data.cta && (
          <ButtonLink href={data.cta.href} variant="secondary" className="mt-6">
            {data.cta.label}
          </ButtonLink>
        )}
      </div>
      {visual && <div className="rounded-3xl bg-surface-muted p-6 sm:p-10">{visual}</div>}
    </section>
  );
}
