import { getFormatter, getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';

import type { PriceSummary } from './price-summary';

/** "Free", "€25" or "From €25": the words for a price summary, in the page's language. */
export async function priceLabel(summary: NonNullable<PriceSummary>, locale: Locale): Promise<string> {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'EventPage' }),
    getFormatter({ locale }),
  ]);
  if (summary.kind === 'free') return t('free');
  const price = format.number(summary.amount, { style: 'currency', currency: summary.currency });
  return summary.kind === 'from' ? t('fromPrice', { price }) : price;
}
