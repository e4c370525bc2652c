import { getTranslations } from 'next-intl/server';

import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import type { Event } from '@/lib/cms/types';

import { priceLabel } from './price-label';
import { priceSummary } from './price-summary';

/**
 * Phones only: the price and one button to the tiers, kept at the bottom of the screen while the event
 * is read. Sticky at the end of the article rather than fixed, so it never covers the last lines of the
 * page or the footer; its end side leaves room for the help button fixed in that corner.
 */
export async function EventActionBar({ event, locale }: { event: Event; locale: Locale }) {
  const summary = priceSummary(event.tickets);
  if (!summary) return null;
  const [t, price] = await Promise.all([
    getTranslations({ locale, namespace: 'EventPage' }),
    priceLabel(summary, locale),
  ]);

  return (
    <div
      data-event-action-bar=""
      className="sticky bottom-0 z-30 -mx-4 mt-10 border-t border-line bg-surface/95 ps-4 pe-24 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] backdrop-blur sm:hidden print:hidden"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 leading-tight">
          <span className="block text-xs text-muted">{t('priceLabel')}</span>
          <span className="font-semibold">{price}</span>
        </p>
        <a href="#tickets" className={buttonVariants({ size: 'lg', className: 'shrink-0' })}>
          {t('getTickets')}
        </a>
      </div>
    </div>
  );
}
