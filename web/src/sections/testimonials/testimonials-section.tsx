import type { z } from 'zod';

import { Card } from '@/components/ui/card';
import { SectionShell } from '@/components/ui/section-shell';

import type { SectionProps } from '../section';
import type { testimonialsSchema } from './schema';

export function TestimonialsSection({ data, context }: SectionProps<z.output<typeof testimonialsSchema>>) {
  return (
    <SectionShell id={context.headingId} heading={data.heading} align="center">
      <ul className="mt-10 grid gap-6 text-start md:grid-cols-2 lg:grid-cols-3">
        {data.testimonials.map((item) => (
          <li key={item.name + item.quote.slice(0, 20)}>
            <Card className="flex h-full flex-col">
              <figure className="flex h-full flex-col">
                <blockquote className="flex-1 text-pretty text-fg-soft">“{item.quote}”</blockquote>
                <figcaption className="mt-6 text-sm">
                  <span className="font-semibold">{item.name}</span>
                  {item.role && <span className="block text-muted">{item.role}</span>}
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
