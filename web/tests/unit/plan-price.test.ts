import { describe, expect, it } from 'vitest';

import { formatPlanAmount } from '@/sections/plans/plan-price';

const plan = (amount: number | null, currency: string | null) => ({ price: 'US$39', amount, currency });

describe('a plan price in the visitor’s language', () => {
  it('writes the amount as each language writes money, whole amounts without decimals', () => {
    expect(formatPlanAmount(plan(39, 'USD'), 'en')).toBe('$39');
    expect(formatPlanAmount(plan(39, 'USD'), 'de')).toBe('39\u00a0$');
    expect(formatPlanAmount(plan(39, 'USD'), 'ja')).toBe('$39');
    expect(formatPlanAmount(plan(249, 'EUR'), 'fr')).toBe('249\u00a0€');
    expect(formatPlanAmount(plan(9.5, 'USD'), 'en')).toBe('$9.50');
  });

  it('leaves the editors’ words when the plan has no amount or a currency nobody knows', () => {
    expect(formatPlanAmount(plan(null, 'USD'), 'en')).toBeNull();
    expect(formatPlanAmount(plan(39, null), 'en')).toBeNull();
    expect(formatPlanAmount(plan(39, 'QQQ1'), 'en')).toBeNull();
  });
});
