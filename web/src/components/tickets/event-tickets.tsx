import { getFormatter, getTranslations } from 'next-intl/server';

import { TitledSection } from '@/components/titled-section';
import type { Locale } from '@/i18n/locales';
import type { Event } from '@/lib/cms/types';

/** The event's ticket tiers: name, price and how many there are. */
export async function EventTickets({ event, locale }: { event: Event; locale: Locale }) {
  if (event.tickets.length === 0) return null;
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Event' }),
    getFormatter({ locale }),
  ]);
  return (
    <TitledSection id="tickets" title={t('tickets')} className="mt-8">
      <ul className="mt-4 grid gap-3">
        {event.tickets.map((tier) => (
          <li
            key={tier.name}
            className="flex flex-wrap justify-between gap-2 rounded-lg border border-line p-4"
          >
            <span className="font-medium">
              {tier.name}
              {tier.nftGated && <span className="ms-2 text-sm text-link">{t('nftGated')}</span>}
            </span>
            <span>
              {tier.price === 0
                ? t('free')
                : format.number(tier.price, { style: 'currency', currency: tier.currency })}
              {tier.supply !== null && (
                <span className="ms-2 text-sm text-muted">{t('supply', { count: tier.supply })}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
