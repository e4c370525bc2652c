import { describe, expect, it } from 'vitest';

import {
  dayInZone,
  hasEventFilters,
  matchesFilters,
  noFilters,
  parseEventFilters,
} from '@/lib/events/list-filters';
import { lowestPrice } from '@/lib/events/lowest-price';

const cities = ['Lisbon', 'São Paulo', '東京'];

describe('parseEventFilters', () => {
  it('reads every filter, matching a city the way the list spells it', () => {
    expect(
      parseEventFilters(
        { city: 'lisbon', online: '1', free: 'on', from: '2026-12-01', to: '2026-12-31' },
        cities,
      ),
    ).toEqual({
      filters: { city: 'Lisbon', online: true, free: true, from: '2026-12-01', to: '2026-12-31' },
      ignored: [],
    });
    expect(parseEventFilters({ city: '東京' }, cities).filters.city).toBe('東京');
  });

  it('leaves out what is not a filter value, and names it', () => {
    const { filters, ignored } = parseEventFilters(
      { city: 'Atlantis', online: 'maybe', from: '2026-02-31', to: 'tomorrow', free: 'x'.repeat(5000) },
      cities,
    );
    expect(filters).toEqual(noFilters);
    expect(ignored.sort()).toEqual(['city', 'free', 'from', 'online', 'to']);
  });

  it('takes the first of repeated values and turns a backwards range around', () => {
    const { filters } = parseEventFilters({ from: ['2027-05-01', '2020-01-01'], to: '2027-01-01' }, cities);
    expect([filters.from, filters.to]).toEqual(['2027-01-01', '2027-05-01']);
  });
});

describe('hasEventFilters', () => {
  it('counts only filters with a value (an empty form still lists the static page)', () => {
    expect(hasEventFilters(new URLSearchParams('city=&from=&to='))).toBe(false);
    expect(hasEventFilters(new URLSearchParams('utm_source=mail'))).toBe(false);
    expect(hasEventFilters(new URLSearchParams('city=&free=1'))).toBe(true);
  });
});

describe('matchesFilters', () => {
  const lisbon = {
    startsAt: '2026-12-05T23:30:00.000Z',
    endsAt: '2026-12-06T01:00:00.000Z',
    timeZone: 'America/Sao_Paulo',
    isOnline: false,
    city: 'São Paulo',
    price: { amount: 0 },
  };

  it('compares days in the event’s own time zone', () => {
    // 23:30 UTC on 5 December is 20:30 on 5 December in São Paulo.
    expect(dayInZone(lisbon.startsAt, lisbon.timeZone)).toBe('2026-12-05');
    expect(matchesFilters(lisbon, { ...noFilters, from: '2026-12-05', to: '2026-12-05' })).toBe(true);
    expect(matchesFilters(lisbon, { ...noFilters, from: '2026-12-06' })).toBe(false);
  });

  it('applies city, online and free', () => {
    expect(matchesFilters(lisbon, { ...noFilters, city: 'são paulo', free: true })).toBe(true);
    expect(matchesFilters(lisbon, { ...noFilters, online: true })).toBe(false);
    expect(matchesFilters({ ...lisbon, price: { amount: 12 } }, { ...noFilters, free: true })).toBe(false);
    expect(matchesFilters({ ...lisbon, price: null }, { ...noFilters, free: true })).toBe(false);
  });
});

describe('lowestPrice', () => {
  it('is the cheapest tier open to everyone, and says whether dearer ones exist', () => {
    expect(
      lowestPrice([
        { price: 25, currency: 'eur' },
        { price: 40, currency: 'EUR' },
        { price: 0, currency: 'EUR', nftGated: true },
      ]),
    ).toEqual({ amount: 25, currency: 'EUR', hasDearer: true });
    expect(lowestPrice([{ price: 0, currency: 'USD', nftGated: true }])).toEqual({
      amount: 0,
      currency: 'USD',
      hasDearer: false,
    });
    expect(lowestPrice([])).toBeNull();
  });
});
