import type { z } from 'zod';

import { Icon } from '@/components/icon';
import { Card } from '@/components/ui/card';
import { SectionShell } from '@/components/ui/section-shell';

import type { SectionProps } from '../section';
import type { featureGridSchema } from './schema';

export function FeatureGridSection({ data, context }: SectionProps<z.output<typeof featureGridSchema>>) {
  return (
    <SectionShell id={context.headingId} heading={data.heading} lead={data.lead}>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
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
