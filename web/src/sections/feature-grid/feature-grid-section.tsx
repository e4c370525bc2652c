import type { z } from 'zod';

import { Icon } from '@/components/icon';
import { Card } from '@/components/ui/card';
import { SectionShell } from '@/components/ui/section-shell';
import { cn } from '@/lib/cn';

import type { SectionProps } from '../section';
import type { featureGridSchema } from './schema';

/** Rows without a lone last card where the count allows: four in a row, or three. */
function columns(count: number): string {
  if (count === 4) return 'lg:grid-cols-4';
  if (count === 2) return '';
  return 'lg:grid-cols-3';
}

export function FeatureGridSection({ data, context }: SectionProps<z.output<typeof featureGridSchema>>) {
  return (
    <SectionShell id={context.headingId} heading={data.heading} lead={data.lead}>
      <ul className={cn('mt-10 grid gap-6 sm:grid-cols-2', columns(data.features.length))}>
        {data.features.map((feature) => (
          <li key={feature.title}>
            <Card className="h-full">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-primary-soft text-link">
                <Icon name={feature.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-pretty text-fg-soft">{feature.text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
