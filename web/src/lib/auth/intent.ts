import type { RouteName } from '@/routes/table';

/**
 * Why a visitor signs up, carried as `?intent=` from a primary button to `/register` and through the
 * mailed confirmation: each key leads to its page afterwards. Unknown values are ignored, and the URL
 * never names a landing page itself (no open redirect).
 */
export const intents = ['host', 'sell', 'join'] as const;
export type Intent = (typeof intents)[number];

const landings: Record<Intent, RouteName> = {
  host: 'account-events-new',
  // A pass or ticket is sold through a tier with a price, made on the same new-event page.
  sell: 'account-events-new',
  join: 'events',
};

export function parseIntent(value: unknown): Intent | null {
  return intents.find((intent) => intent === value) ?? null;
}

/** The route a visitor lands on after signing up or in with this intent; no intent: the account. */
export function intentLanding(intent: Intent | null): RouteName {
  return intent ? landings[intent] : 'account';
}
