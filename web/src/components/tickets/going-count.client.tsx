'use client';

import { useTranslations } from 'next-intl';

import { useEventCounts } from '@/lib/tickets/availability-store';

/** "N going" for an event's header, from the shared live counts; nothing until they arrive. */
export function GoingCountIsland({ slug }: { slug: string }) {
  const t = useTranslations('Tickets');
  const counts = useEventCounts(slug);
  return (
    <span className="text-sm font-medium text-fg-soft" aria-live="polite" data-testid="going-count">
      {counts && counts.going > 0 ? t('going', { count: counts.going }) : null}
    </span>
  );
}
