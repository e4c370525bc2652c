import type { TicketTier } from '@/lib/cms/types';

/** What the sticky bar and the side card say about price: the cheapest tier anyone can take. */
export type PriceSummary =
  | { kind: 'free' }
  | { kind: 'exact' | 'from'; amount: number; currency: string }
  | null;

type PricedTier = Pick<TicketTier, 'price' | 'currency' | 'nftGated'>;

export function priceSummary(tiers: readonly PricedTier[]): PriceSummary {
  // A tier only pass holders can take is not the price a visitor pays; unless every tier is one.
  const open = tiers.filter((tier) => !tier.nftGated);
  const candidates = open.length > 0 ? open : tiers;
  const cheapest = candidates.reduce<PricedTier | null>(
    (best, tier) => (best === null || tier.price < best.price ? tier : best),
    null,
  );
  if (!cheapest) return null;
  if (cheapest.price === 0) return { kind: 'free' };
  const samePrice = candidates.every(
    (tier) => tier.price === cheapest.price && tier.currency === cheapest.currency,
  );
  return { kind: samePrice ? 'exact' : 'from', amount: cheapest.price, currency: cheapest.currency };
}
