import type { z } from 'zod';

import { SectionShell } from '@/components/ui/section-shell';

import type { SectionProps } from '../section';
import type { statsSchema } from './schema';

export function StatsSection({ data, context }: SectionProps<z.output<typeof statsSchema>>) {
  return (
    <SectionShell id={context.headingId} heading={data.heading} lead={data.lead} align="center">
      <dl className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {data.stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col-reverse rounded-2xl bg-surface-muted p-6 text-center"
          >
            <dt className="mt-2 text-sm text-fg-soft">{stat.label}</dt>
            <dd className="text-3xl font-bold tracking-tight text-link">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </SectionShell>
  );
}
