import type { Locale } from '@/i18n/locales';
import { languageTag } from '@/i18n/locales';

type PlanPrice = { amount?: number | null; currency?: string | null };

/**
 * A plan's price in the visitor's language: the amount in its currency, as the language writes money
 * (whole amounts without decimals), or the editors' own words when the plan has no amount.
 * `null` when the currency is one the runtime does not know (the words are shown then).
 */
export function formatPlanAmount({ amount, currency }: PlanPrice, locale: Locale): string | null {
  if (amount == null || !currency) return null;
  try {
    return new Intl.NumberFormat(languageTag(locale), {
      style: 'currency',
      currency,
      trailingZeroDisplay: 'stripIfInteger',
    }).format(amount);
  } catch {
    return null;
  }
}
