import type { z } from 'zod';

import { ButtonLink } from '@/components/ui/button';

import type { SectionProps } from '../section';
import type { ctaBandSchema } from './schema';

export function CtaBandSection({ data, context }: SectionProps<z.output<typeof ctaBandSchema>>) {
  return (
    <section aria-labelledby={context.headingId} className="py-12 sm:py-16">
      <div className="rounded-3xl bg-primary-800 px-6 py-12 text-center text-white sm:px-12 dark:bg-primary-900">
        <h2 id={context.headingId} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {data.heading}
        </h2>
        {data.text && (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-primary-100">{data.text}</p>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href={data.primaryCta.href} size="lg" variant="inverse">
            {data.primaryCta.label}
          </ButtonLink>
          {data.secondaryCta && (
            <ButtonLink
              href={data.secondaryCta.href}
              size="lg"
              className="border border-white/40 text-white hover:bg-white/10"
              variant="ghost"
            >
              {data.secondaryCta.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
