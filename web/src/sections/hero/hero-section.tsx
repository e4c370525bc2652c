import type { z } from 'zod';

import { CmsImage } from '@/components/cms-image';
import { Illustration } from '@/components/illustrations/illustration';
import { ProductScreen } from '@/components/product-screens/product-screen';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import type { SectionProps } from '../section';
import type { heroSchema } from './schema';

export function HeroSection({ data, context }: SectionProps<z.output<typeof heroSchema>>) {
  const Heading = context.isFirst ? 'h1' : 'h2';
  const hasVisual = Boolean(data.image || data.screen || data.visual);
  return (
    <section
      aria-labelledby={context.headingId}
      className="relative overflow-hidden rounded-3xl border border-line/70 bg-linear-to-br from-primary-soft via-surface to-surface px-6 py-12 sm:px-10 sm:py-16"
    >
      {/* The drawing keeps a fixed column (it is at most 24rem wide anyway): the text gets the rest, so two
          large buttons stay on one line at 1,280 px in every language. */}
      <div className={cn('grid items-center gap-10', hasVisual && 'lg:grid-cols-[minmax(0,1fr)_20rem]')}>
        <div className="max-w-2xl">
          {data.eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-link uppercase">{data.eyebrow}</p>
          )}
          <Heading
            id={context.headingId}
            className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            {data.heading}
          </Heading>
          {data.lead && <p className="mt-5 text-lg text-pretty text-fg-soft sm:text-xl">{data.lead}</p>}
          {(data.primaryCta || data.secondaryCta) && (
            <div className="mt-8 flex flex-wrap gap-3">
              {data.primaryCta && (
                <ButtonLink href={data.primaryCta.href} size="lg">
                  {data.primaryCta.label}
                </ButtonLink>
              )}
              {data.secondaryCta && (
                <ButtonLink href={data.secondaryCta.href} size="lg" variant="secondary">
                  {data.secondaryCta.label}
                </ButtonLink>
              )}
            </div>
          )}
        </div>
        {data.image ? (
          <CmsImage
            media={data.image}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="rounded-2xl"
            priority={context.isFirst}
          />
        ) : data.screen ? (
          <ProductScreen screen={data.screen} frame="phone" locale={context.locale} />
        ) : (
          data.visual && <Illustration name={data.visual} className="mx-auto w-full max-w-sm" />
        )}
      </div>
    </section>
  );
}
