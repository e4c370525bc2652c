import { describe, expect, it } from 'vitest';

import { avatarColour, initials } from '@/components/event/initials';
import { priceSummary } from '@/components/event/price-summary';
import { zoneName } from '@/components/event/zone-name';
import type { TicketTier } from '@/lib/cms/types';

const tier = (price: number, currency = 'EUR', nftGated = false) =>
  ({ price, currency, nftGated }) satisfies Partial<TicketTier>;

describe('the price an event page shows before the tiers', () => {
  it('is the cheapest tier anyone can take, "from" when tiers differ', () => {
    expect(priceSummary([tier(79, 'PLN'), tier(49, 'PLN'), tier(0, 'PLN', true)])).toEqual({
      kind: 'from',
      amount: 49,
      currency: 'PLN',
    });
    expect(priceSummary([tier(25), tier(25)])).toEqual({ kind: 'exact', amount: 25, currency: 'EUR' });
  });

  it('is "free" when a free tier is open to all, and reads gated tiers only when nothing else exists', () => {
    expect(priceSummary([tier(0), tier(50)])).toEqual({ kind: 'free' });
    expect(priceSummary([tier(0, 'USD', true)])).toEqual({ kind: 'free' });
    expect(priceSummary([])).toBeNull();
  });
});

describe('a host without a picture', () => {
  it('gets up to two initials, or one character of a Chinese, Japanese or Korean name', () => {
    expect(initials('Inês Carvalho')).toBe('IC');
    expect(initials('  maya   de la Okafor ')).toBe('MO');
    expect(initials('Belong')).toBe('B');
    expect(initials('田中 愛子')).toBe('田');
    expect(initials('リスボン Web3 ビルダーズ')).toBe('リ');
    expect(initials('')).toBe('?');
  });

  it('always gets the same colour for the same name', () => {
    expect(avatarColour('Aiko Tanaka')).toBe(avatarColour('Aiko Tanaka'));
    const colours = new Set(['Aiko Tanaka', 'Kenji Mori', 'Dewi Lestari', 'Inês Carvalho'].map(avatarColour));
    expect(colours.size).toBeGreaterThan(1);
  });
});

describe('a time zone named for people', () => {
  const april = new Date('2026-04-18T08:00:00Z');
  it('uses the language’s own name, and the IANA id where there is none', () => {
    expect(zoneName('Europe/Warsaw', 'en-US', april)).toBe('Central European Time');
    expect(zoneName('Europe/Warsaw', 'de-DE', april)).toBe('Mitteleuropäische Zeit');
    expect(zoneName('Asia/Tokyo', 'ja-JP', april)).toBe('日本標準時');
    expect(zoneName('Not/AZone', 'en-US', april)).toBe('Not/AZone');
  });
});
