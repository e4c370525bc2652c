import { getFormatter, getTranslations } from 'next-intl/server';

import { buttonVariants } from '@/components/ui/button';
import type { Locale } from '@/i18n/locales';
import type { Event } from '@/lib/cms/types';

import { priceLabel } from './price-label';
import { priceSummary } from './price-summary';

// Wide screens: beside the text, under the cover and sticky with it. Tablets: in the text, after the
// place. Phones: neither (the action bar at the bottom does the job).
const placements = {
  aside: 'mt-6 hidden lg:block',
  inline: 'mt-6 hidden sm:block lg:hidden',
} as const;

/** The price, the tiers at a glance and the button to them. */
export async function EventSideCard({
  event,
  locale,
  placement,
}: {
  event: Event;
  locale: Locale;
  placement: keyof typeof placements;
}) {
  const summary = priceSummary(event.tickets);
  if (!summary) return null;
  const [t, legacy, format, price] = await Promise.all([
    getTranslations({ locale, namespace: 'EventPage' }),
    getTranslations({ locale, namespace: 'Event' }),
    getFormatter({ locale }),
    priceLabel(summary, locale),
  ]);

  return (
    <section
      aria-labelledby={`event-registration-${placement}`}
      className={`${placements[placement]} rounded-2xl border border-line bg-surface p-5 shadow-sm print:hidden`}
    >
      <h2 id={`event-registration-${placement}`} className="text-sm font-semibold text-muted">
        {t('registration')}
      </h2>
      <p className="mt-1 text-2xl font-semibold">{price}</p>
      <ul className="mt-3 space-y-1 text-sm text-fg-soft">
        {event.tickets.map((tier) => (
          <li key={tier.name} className="flex justify-between gap-3">
            <span className="min-w-0">{tier.name}</span>
            <span className="shrink-0">
              {tier.price === 0
                ? legacy('free')
                : format.number(tier.price, { style: 'currency', currency: tier.currency })}
            </span>
          </li>
        ))}
      </ul>
      <a href="#tickets" className={buttonVariants({ size: 'lg', className: 'mt-4 w-full' })}>
        {t('getTickets')}
      </a>
    </section>
  );
}
