import type { z } from 'zod';

import { ProductScreen } from '@/components/product-screens/product-screen';
import { cn } from '@/lib/cn';

import type { SectionProps } from '../section';
import { SectionCopy } from '../section-copy';
import type { productScreenSchema } from './schema';

/**
 * A screen of the product beside the section's text. A desktop screen needs the width: from `lg` it takes
 * three fifths of the row, a phone two fifths.
 */
export function ProductScreenSection({ data, context }: SectionProps<z.output<typeof productScreenSchema>>) {
  const desktop = data.frame === 'desktop';
  return (
    <section
      aria-labelledby={context.headingId}
      data-section="product-screen"
      className={cn(
        // One track no wider than the screen on phones: a long word in a drawn screen must not widen the page.
        'grid grid-cols-1 items-center gap-10 py-12 sm:py-16',
        desktop ? 'lg:grid-cols-[2fr_3fr]' : 'md:grid-cols-2',
        data.imageSide === 'start' && (desktop ? 'lg:grid-cols-[3fr_2fr]' : ''),
      )}
    >
      <SectionCopy
        context={context}
        heading={data.heading}
        body={data.body}
        cta={data.cta}
        className={cn(data.imageSide === 'start' && (desktop ? 'lg:order-last' : 'md:order-last'))}
      />
      <div className="min-w-0 overflow-hidden rounded-3xl bg-surface-muted px-4 py-8 sm:p-10">
        <ProductScreen screen={data.screen} frame={data.frame} locale={context.locale} />
      </div>
    </section>
  );
}
