import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';

import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SectionShell } from '@/components/ui/section-shell';
import { cn } from '@/lib/cn';

import type { SectionProps } from '../section';
import { formatPlanAmount } from './plan-price';
import type { plansSchema } from './schema';

export async function PlansSection({ data, context }: SectionProps<z.output<typeof plansSchema>>) {
  const [t, pricing] = await Promise.all([
    getTranslations({ locale: context.locale, namespace: 'Sections' }),
    getTranslations({ locale: context.locale, namespace: 'Pricing' }),
  ]);
  const priceOf = (plan: z.output<typeof plansSchema>['plans'][number]) => {
    const amount = formatPlanAmount(plan, context.locale);
    if (amount === null) return plan.price;
    return plan.startingAt ? pricing('from', { price: amount }) : amount;
  };
  return (
    <SectionShell id={context.headingId} heading={data.heading} lead={data.lead}>
      <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {data.plans.map((plan) => (
          <li key={plan.name}>
            <Card className={cn('flex h-full flex-col', plan.highlighted && 'border-2 border-primary')}>
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">{plan.name}</h3>
                {plan.highlighted && <Badge>{t('recommended')}</Badge>}
              </div>
              <p className="mt-4">
                {/* A price: the help button steps aside rather than cover it (help-button.tsx). */}
                <span data-price="" className="text-3xl font-bold tracking-tight">
                  {priceOf(plan)}
                </span>
                {plan.period && <span className="ms-1 text-sm text-muted">{plan.period}</span>}
              </p>
              {plan.description && <p className="mt-3 text-fg-soft">{plan.description}</p>}
              {plan.features.length > 0 && (
                <ul className="tick-list mt-6 flex-1 space-y-2 text-sm">
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              )}
              {plan.cta && (
                <ButtonLink
                  href={plan.cta.href}
                  variant={plan.highlighted ? 'primary' : 'secondary'}
                  className="mt-8 w-full"
                >
                  {plan.cta.label}
                </ButtonLink>
              )}
            </Card>
          </li>
        ))}
      </ul>
      {data.note && <p className="mt-6 text-sm text-muted">{data.note}</p>}
    </SectionShell>
  );
}
