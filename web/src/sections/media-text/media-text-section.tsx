import type { z } from 'zod';

import { CmsImage } from '@/components/cms-image';
import { Illustration } from '@/components/illustrations/illustration';
import { cn } from '@/lib/cn';

import type { SectionProps } from '../section';
import { SectionCopy } from '../section-copy';
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
      <SectionCopy
        context={context}
        heading={data.heading}
        body={data.body}
        cta={data.cta}
        className={cn(data.imageSide === 'start' && 'md:order-last')}
      />
      {visual && <div className="rounded-3xl bg-surface-muted p-6 sm:p-10">{visual}</div>}
    </section>
  );
}
