import { describe, expect, it } from 'vitest';

import { imageTypeOf } from '../../../cms/src/organizer/image-type';
import { baseSlug, slugify, tierKeys, uniqueSlug } from '../../../cms/src/organizer/slug';
import { tierChangeErrors, validateEvent } from '../../../cms/src/organizer/validate';

const now = new Date('2026-11-28T00:00:00Z');
const valid = {
  locale: 'de',
  title: 'Sommerfest',
  summary: 'Ein Abend.',
  description: '',
  startsAt: '2026-12-20T18:00:00+01:00',
  endsAt: '2026-12-20T22:00:00+01:00',
  timeZone: 'Europe/Berlin',
  venueName: 'Hof',
  venueAddress: null,
  city: null,
  onlineUrl: null,
  coverId: null,
  coverAlt: null,
  tiers: [{ name: 'Frei', price: null, currency: 'eur', capacity: null, perPerson: 1 }],
};
const codes = (input: Record<string, unknown>) =>
  validateEvent({ ...valid, ...input }, { now }).errors.map((error) => `${error.path}:${error.code}`);

describe('slugs', () => {
  it('spells a title in ASCII and drops accents', () => {
    expect(slugify('Über den Wolken: Café & Crêpes 2026!')).toBe('uber-den-wolken-cafe-crepes-2026');
    expect(slugify('Straße')).toBe('strasse');
  });
  it('gives CJK and other titles without a Latin spelling event-<random>', () => {
    expect(baseSlug('東京もくもく会')).toMatch(/^event-[a-z0-9]{1,6}$/);
    expect(baseSlug('서울 밋업 2026')).toMatch(/^event-/);
    expect(baseSlug('Встреча')).toMatch(/^event-/);
    expect(baseSlug('Berlin Meetup')).toBe('berlin-meetup');
  });
  it('numbers a taken slug', async () => {
    const taken = new Set(['party', 'party-2']);
    expect(await uniqueSlug('party', (slug) => Promise.resolve(taken.has(slug)))).toBe('party-3');
  });
  it('keeps known tier keys and makes new ones unique', () => {
    expect(
      tierKeys(
        [{ key: 'vip', name: 'Renamed' }, { name: 'VIP' }, { name: 'Frühbucher' }, { name: '' }],
        ['vip'],
      ),
    ).toEqual(['vip', 'vip-2', 'fruhbucher', 'tier']);
    // A key the event never had is not trusted: generated from the name.
    expect(tierKeys([{ key: 'made-up', name: 'Normal' }], ['vip'])).toEqual(['normal']);
  });
});

describe('event form', () => {
  it('accepts a valid form and normalizes it', () => {
    const { values, errors } = validateEvent(valid, { now });
    expect(errors).toEqual([]);
    expect(values.startsAt).toBe('2026-12-20T17:00:00.000Z');
    expect(values.tiers[0]).toMatchObject({ price: 0, currency: 'EUR', capacity: null });
  });
  it('names each wrong field', () => {
    expect(codes({ endsAt: '2026-12-20T17:00:00+01:00' })).toEqual(['endsAt:endBeforeStart']);
    expect(codes({ startsAt: '2026-11-01T10:00:00Z', endsAt: '2026-11-01T12:00:00Z' })).toEqual([
      'startsAt:inPast',
    ]);
    expect(codes({ startsAt: '2026-12-20T18:00:00' })).toEqual(['startsAt:invalid']);
    expect(codes({ timeZone: 'Europe/Atlantis' })).toEqual(['timeZone:unknownTimeZone']);
    expect(codes({ onlineUrl: 'http://meet.example.com' })).toEqual(['onlineUrl:notHttps']);
    expect(codes({ onlineUrl: 'javascript:alert(1)' })).toEqual(['onlineUrl:notHttps']);
    expect(codes({ venueName: '  ' })).toEqual(['venueName:venueOrOnline']);
    expect(codes({ venueName: null, onlineUrl: 'https://meet.example.com/x' })).toEqual([]);
    expect(codes({ coverId: 3 })).toEqual(['coverAlt:required']);
    expect(codes({ title: 'x'.repeat(201) })).toEqual(['title:tooLong']);
    expect(codes({ description: 'x'.repeat(20_001) })).toEqual(['description:tooLong']);
    expect(codes({ tiers: [] })).toEqual(['tiers:noTiers']);
    expect(codes({ tiers: Array(11).fill(valid.tiers[0]) })).toEqual(['tiers:tooManyTiers']);
    expect(codes({ tiers: [{ ...valid.tiers[0], capacity: 0 }] })).toEqual([
      'tiers.0.capacity:capacityTooLow',
    ]);
    expect(
      codes({ tiers: [{ ...valid.tiers[0], capacity: 1.5, perPerson: 0, price: -1, currency: 'EURO' }] }),
    ).toEqual([
      'tiers.0.price:invalid',
      'tiers.0.currency:invalid',
      'tiers.0.capacity:invalid',
      'tiers.0.perPerson:invalid',
    ]);
    expect(codes({ locale: 'xx', title: 42 })).toEqual(['locale:invalid', 'title:invalid']);
    expect(validateEvent('nonsense', { now }).errors.length).toBeGreaterThan(3);
  });
  it('wants an https checkout link when a tier is paid', () => {
    const paid = [{ ...valid.tiers[0], price: 25 }];
    expect(codes({ tiers: paid })).toEqual(['checkoutUrl:checkoutNeeded']);
    expect(codes({ tiers: paid, checkoutUrl: 'http://tickets.example.com/x' })).toEqual([
      'checkoutUrl:notHttps',
    ]);
    const ok = validateEvent(
      { ...valid, tiers: paid, checkoutUrl: ' https://tickets.example.com/x ' },
      { now },
    );
    expect(ok.errors).toEqual([]);
    expect(ok.values.checkoutUrl).toBe('https://tickets.example.com/x');
    expect(codes({ checkoutUrl: 'javascript:alert(1)' })).toEqual(['checkoutUrl:notHttps']);
  });
  it('lets an event that began keep its start', () => {
    const past = { startsAt: '2026-11-27T10:00:00Z', endsAt: '2026-11-28T10:00:00Z' };
    expect(
      validateEvent({ ...valid, ...past }, { now, previousStartsAt: '2026-11-27T10:00:00.000Z' }).errors,
    ).toEqual([]);
  });
  it('keeps seats taken and tiers with tickets', () => {
    const tiers = validateEvent(valid, { now }).values.tiers.map((tier) => ({ ...tier, capacity: 2 }));
    const taken = new Map([
      ['a', 3],
      ['gone', 1],
      ['empty', 0],
    ]);
    expect(tierChangeErrors(['a'], tiers, ['a', 'gone', 'empty'], taken)).toEqual([
      { path: 'tiers.0.capacity', code: 'belowTaken' },
      { path: 'tiers', code: 'tierHasTickets' },
    ]);
  });
});

describe('images by their bytes', () => {
  it('knows the formats the site shows and nothing else', () => {
    expect(imageTypeOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(imageTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(new TextEncoder().encode('GIF89a'))).toBe('image/gif');
    expect(imageTypeOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(imageTypeOf(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
  });
});
