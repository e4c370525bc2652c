'use client';

import { useTranslations } from 'next-intl';

import { useEventCounts } from '@/lib/tickets/availability-store';

/** "N left" or "Sold out" for one tier, live; nothing for an unlimited tier or before the counts arrive. */
export function TierCount({ slug, tierKey }: { slug: string; tierKey: string }) {
  const t = useTranslations('Tickets');
  const tier = useEventCounts(slug)?.tiers.find((item) => item.key === tierKey);
  let text: string | null = null;
  if (tier?.soldOut) text = t('soldOut');
  else if (tier?.left != null) text = t('left', { count: tier.left });
  return (
    <span
      className={`text-sm ${tier?.soldOut ? 'font-semibold text-fg' : 'text-muted'}`}
      aria-live="polite"
      data-testid="tier-count"
    >
      {text}
    </span>
  );
}
