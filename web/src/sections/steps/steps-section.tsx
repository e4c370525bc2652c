import type { z } from 'zod';

import { Markdown } from '@/components/markdown';
import { SectionShell } from '@/components/ui/section-shell';

import type { SectionProps } from '../section';
import type { stepsSchema } from './schema';

export function StepsSection({ data, context }: SectionProps<z.output<typeof stepsSchema>>) {
  return (
    <SectionShell id={context.headingId} heading={data.heading} lead={data.lead}>
      <ol className="mt-10 grid gap-8 md:grid-cols-3">
        {data.steps.map((step, index) => (
          <li key={step.title} className="relative border-t-2 border-primary pt-6">
            {/* The number is the list's own marker made visible; screen readers already announce it. */}
            <span aria-hidden="true" className="text-sm font-bold text-link tabular-nums">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
            {/* Editors may link a step to a guide, as FAQ answers do. */}
            <Markdown className="mt-2 text-pretty text-fg-soft">{step.text}</Markdown>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
