/** What an event's list card says about money: the cheapest tier, and whether dearer ones exist. */
export type PriceFrom = { amount: number; currency: string; hasDearer: boolean };

type Tier = { price: number; currency: string; nftGated?: boolean | null };

/**
 * The cheapest tier of an event (`null` when it has no tiers): "Free" when that costs nothing, else
 * "From €12" when other tiers cost more. Tiers in several currencies are compared only within the
 * cheapest tier's currency: no exchange rate is guessed. Tiers for pass holders count only when every
 * tier is one: a free members' tier does not make an event "Free" for everyone else.
 */
export function lowestPrice(tiers: readonly Tier[] | null | undefined): PriceFrom | null {
  const priced = (tiers ?? []).filter((tier) => Number.isFinite(tier.price) && tier.price >= 0);
  const open = priced.filter((tier) => !tier.nftGated);
  const valid = open.length > 0 ? open : priced;
  const cheapest = valid.reduce<Tier | null>(
    (low, tier) => (low === null || tier.price < low.price ? tier : low),
    null,
  );
  if (!cheapest) return null;
  return {
    amount: cheapest.price,
    currency: cheapest.currency.toUpperCase(),
    hasDearer: valid.some(
      (tier) =>
        tier.currency.toUpperCase() === cheapest.currency.toUpperCase() && tier.price > cheapest.price,
    ),
  };
}
