import type { z } from 'zod';

import { Markdown } from '@/components/markdown';

import type { SectionProps } from '../section';
import type { richTextSchema } from './schema';

/** Markdown at reading width (legal documents, long explanations); the heading is optional. */
export function RichTextSection({ data, context }: SectionProps<z.output<typeof richTextSchema>>) {
  return (
    <section aria-labelledby={data.heading ? context.headingId : undefined} className="max-w-3xl py-8">
      {data.heading && (
        <h2 id={context.headingId} className="text-2xl font-bold tracking-tight text-balance">
          {data.heading}
        </h2>
      )}
      <div className="mt-4">
        <Markdown>{data.body}</Markdown>
      </div>
    </section>
  );
}
