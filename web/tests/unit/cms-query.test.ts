import qs from 'qs';
import { describe, expect, it } from 'vitest';

import { queryLimits, serializeQuery } from '@/lib/cms/query';

describe('serializeQuery', () => {
  it('writes nested-bracket queries that Strapi parses back to the same object', () => {
    const query = {
      locale: 'de',
      filters: { slug: { $eq: 'nft-tickets-101' } },
      sort: ['publishedOn:desc', 'slug:asc'],
      populate: { localizations: { fields: ['locale'] } },
      pagination: { pageSize: 1 },
    };
    const search = serializeQuery(query);
    expect(search).toContain('filters[slug][$eq]=nft-tickets-101');
    expect(search).toContain('sort[0]=publishedOn%3Adesc');
    expect(qs.parse(search, queryLimits)).toEqual({ ...query, pagination: { pageSize: '1' } });
  });

  it('encodes values so they cannot add parameters', () => {
    expect(serializeQuery({ filters: { slug: { $eq: 'a&status=draft' } } })).toBe(
      'filters[slug][$eq]=a%26status%3Ddraft',
    );
  });

  it('refuses a query deeper than the parsing limit instead of letting it be cut short', () => {
    expect(() => serializeQuery({ a: { b: { c: { d: { e: { f: 'x' } } } } } })).not.toThrow();
    expect(() => serializeQuery({ a: { b: { c: { d: { e: { f: { g: 'x' } } } } } } })).toThrow(RangeError);
  });

  it('refuses arrays longer than the array limit', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `field${i}`);
    expect(() => serializeQuery({ fields: twenty })).not.toThrow();
    expect(() => serializeQuery({ fields: [...twenty, 'one-more'] })).toThrow(RangeError);
  });

  it('leaves out null and undefined values', () => {
    expect(serializeQuery({ locale: 'en', status: undefined, sort: null })).toBe('locale=en');
  });
});
