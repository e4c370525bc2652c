import type { z } from 'zod';

import { Markdown } from '@/components/markdown';
import { SectionShell } from '@/components/ui/section-shell';

import type { SectionProps } from '../section';
import type { faqSchema } from './schema';

/** Native `<details>`: opens and closes without JavaScript, and the answers are in the HTML for search. */
export function FaqSection({ data, context }: SectionProps<z.output<typeof faqSchema>>) {
  return (
    <SectionShell id={context.headingId} heading={data.heading}>
      <div className="mt-8 divide-y divide-line rounded-2xl border border-line">
        {data.items.map((item) => (
          <details key={item.question} className="group px-5 py-4 open:bg-surface-muted/50">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
              <h3>{item.question}</h3>
              <span
                aria-hidden="true"
                className="text-xl text-link transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <div className="mt-3 text-fg-soft">
              <Markdown>{item.answer}</Markdown>
            </div>
          </details>
        ))}
      </div>
    </SectionShell>
  );
}
