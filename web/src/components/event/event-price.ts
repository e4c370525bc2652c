import 'server-only';

import type { PriceFrom } from '@/lib/events/lowest-price';

type Translate = (key: 'free' | 'priceFrom' | 'price', values?: { price: string }) => string;

/** "Free", "€12" or "From €12", money in the locale's own way ("12 €" in German, "￥2,000" in Japanese). */
export function priceLabel(price: PriceFrom, t: Translate, languageTag: string): string {
  if (price.amount === 0) return t('free');
  const whole = Number.isInteger(price.amount);
  let formatted: string;
  try {
    formatted = new Intl.NumberFormat(languageTag, {
      style: 'currency',
      currency: price.currency,
      // Whole amounts without ",00": a list reads "From €25", not "From €25.00".
      minimumFractionDigits: whole ? 0 : undefined,
      maximumFractionDigits: whole ? 0 : undefined,
    }).format(price.amount);
  } catch {
    // A currency code Intl does not know (an editor's typo): the amount and the code as written.
    formatted = `${price.amount} ${price.currency}`;
  }
  return price.hasDearer ? t('priceFrom', { price: formatted }) : t('price', { price: formatted });
}
