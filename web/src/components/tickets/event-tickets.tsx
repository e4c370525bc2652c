import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';

import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { TitledSection } from '@/components/titled-section';
import type { Locale } from '@/i18n/locales';
import type { Event, TicketTier } from '@/lib/cms/types';

import { ExternalLinkIcon } from './external-link-icon';
import { TierAction } from './tier-action.client';
import { TierCount } from './tier-count.client';

/** A paid tier's hand-off: the organizer's checkout, said plainly to leave this site (no payment here). */
async function BuyLink({ tier, locale }: { tier: TicketTier; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Tickets' });
  if (!tier.checkoutUrl) {
    return <p className="text-sm text-muted">{t('notOnSaleHere')}</p>;
  }
  return (
    <a href={tier.checkoutUrl} rel="noopener noreferrer" target="_blank" className={buttonVariants()}>
      {t('buy')}
      <ExternalLinkIcon />
      <span className="sr-only">
        {tier.name}, {t('leavesSite')}
      </span>
    </a>
  );
}

/**
 * The event's ticket tiers: name, price, rules, live "N left" / "Sold out" and each tier's action. The
 * section is the same for every visitor (the page stays prerendered); counts and the signed-in state
 * are read in the browser by small islands.
 */
export async function EventTickets({ event, locale }: { event: Event; locale: Locale }) {
  if (event.tickets.length === 0) return null;
  const [t, format, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Tickets' }),
    getFormatter({ locale }),
    getMessages({ locale }),
  ]);
  return (
    <TitledSection id="tickets" title={t('heading')} className="mt-8">
      <NextIntlClientProvider locale={locale} messages={{ Tickets: messages.Tickets }}>
        <ul className="mt-4 grid gap-3">
          {event.tickets.map((tier) => {
            const key = tier.key;
            const free = tier.price === 0;
            return (
              <li
                key={key}
                data-tier={key}
                className="grid gap-3 rounded-lg border border-line p-4 sm:grid-cols-[1fr_auto] sm:items-start"
              >
                <div className="grid gap-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-fg">{tier.name}</span>
                    {tier.nftGated && <Badge>{t('forPassHolders')}</Badge>}
                  </p>
                  <p className="flex flex-wrap items-baseline gap-x-3">
                    <span className="font-semibold text-fg" data-price="">
                      {free
                        ? t('free')
                        : format.number(tier.price, { style: 'currency', currency: tier.currency })}
                    </span>
                    <TierCount slug={event.slug} tierKey={key} />
                  </p>
                </div>
                <div className="sm:max-w-xs sm:justify-self-end print:hidden">
                  {free ? (
                    <TierAction
                      slug={event.slug}
                      tierKey={key}
                      tierName={tier.name}
                      locale={locale}
                      passHolders={tier.nftGated}
                    />
                  ) : (
                    <BuyLink tier={tier} locale={locale} />
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </NextIntlClientProvider>
    </TitledSection>
  );
}
