import { describe, expect, it } from 'vitest';

import { safeReturnPath } from '@/lib/auth/return-path';
import {
  checkCoverFile,
  checkEventInput,
  emptyForm,
  toEventInput,
  toFormValues,
} from '@/lib/organizer/event-form';
import { isoToZoned, zonedToIso } from '@/lib/organizer/zoned-time';

describe('zoned times', () => {
  it.each([
    ['2026-12-05T19:00', 'Europe/Berlin', '2026-12-05T19:00:00+01:00'],
    ['2026-07-05T19:00', 'Europe/Berlin', '2026-07-05T19:00:00+02:00'],
    ['2026-12-05T19:00', 'Asia/Tokyo', '2026-12-05T19:00:00+09:00'],
    ['2026-12-05T19:00', 'Asia/Kolkata', '2026-12-05T19:00:00+05:30'],
    ['2026-12-05T19:00', 'America/New_York', '2026-12-05T19:00:00-05:00'],
    // The hour after the spring change in Berlin (02:30 does not exist on 2026-03-29).
    ['2026-03-29T03:30', 'Europe/Berlin', '2026-03-29T03:30:00+02:00'],
  ])('%s in %s is %s', (local, zone, iso) => {
    expect(zonedToIso(local, zone)).toBe(iso);
    expect(isoToZoned(iso, zone)).toBe(local);
  });

  it('refuses an unknown zone and a malformed time', () => {
    expect(zonedToIso('2026-12-05T19:00', 'Mars/Olympus')).toBeNull();
    expect(zonedToIso('5.12.2026 19:00', 'Europe/Berlin')).toBeNull();
  });
});

function validForm() {
  const form = emptyForm('Europe/Berlin');
  return {
    ...form,
    tiers: [{ ...form.tiers[0]!, name: 'Eintritt' }],
    title: 'Sommerfest',
    summary: 'Ein Abend im Hof.',
    startsAt: '2030-06-01T18:00',
    endsAt: '2030-06-01T23:00',
    venueName: 'Hof',
  };
}
const now = Date.parse('2026-11-28T00:00:00Z');

describe('the event form rules', () => {
  it('accepts a complete form', () => {
    expect(checkEventInput(toEventInput(validForm(), 'de'), { now })).toEqual([]);
  });

  it('names each broken field with the CMS codes, in the form order', () => {
    const form = validForm();
    const input = toEventInput(
      {
        ...form,
        title: '',
        summary: ' ',
        endsAt: '2030-06-01T17:00',
        where: 'online',
        onlineUrl: 'http://meet.example.com/x',
        tiers: [
          { ...form.tiers[0]!, capacity: '0' },
          { ...form.tiers[0]!, name: '' },
        ],
      },
      'de',
    );
    expect(checkEventInput(input, { now })).toEqual([
      { path: 'title', code: 'required' },
      { path: 'summary', code: 'required' },
      { path: 'endsAt', code: 'endBeforeStart' },
      { path: 'onlineUrl', code: 'notHttps' },
      { path: 'tiers.0.capacity', code: 'capacityTooLow' },
      { path: 'tiers.1.name', code: 'required' },
    ]);
  });

  it('refuses a start in the past unless an edit keeps it, an unknown zone and no tiers', () => {
    const input = toEventInput({ ...validForm(), startsAt: '2020-01-01T10:00', tiers: [] }, 'de');
    expect(checkEventInput({ ...input, timeZone: 'Nowhere/City' }, { now })).toEqual([
      { path: 'startsAt', code: 'inPast' },
      { path: 'timeZone', code: 'unknownTimeZone' },
      { path: 'tiers', code: 'noTiers' },
    ]);
    expect(checkEventInput(input, { now, allowPastStart: true })).toEqual([
      { path: 'tiers', code: 'noTiers' },
    ]);
  });

  it('sends only the chosen kind of place, times with the offset, a paid tier priced', () => {
    const form = validForm();
    const input = toEventInput(
      { ...form, venueAddress: ' Hauptstr. 1 ', tiers: [{ ...form.tiers[0]!, free: false, price: '12,50' }] },
      'de',
    );
    expect(input).toMatchObject({
      startsAt: '2030-06-01T18:00:00+02:00',
      venueAddress: 'Hauptstr. 1',
      onlineUrl: null,
      tiers: [{ price: 12.5, currency: 'EUR', capacity: 50, perPerson: 1 }],
    });
    expect(toFormValues({ ...input, cover: null })).toMatchObject({
      startsAt: '2030-06-01T18:00',
      where: 'venue',
    });
  });

  it('asks paid tiers for an https checkout link, and drops it when every tier is free', () => {
    const form = validForm();
    const paid = { ...form, tiers: [{ ...form.tiers[0]!, free: false, price: '20' }] };
    expect(checkEventInput(toEventInput(paid, 'de'), { now })).toEqual([
      { path: 'checkoutUrl', code: 'checkoutNeeded' },
    ]);
    expect(
      checkEventInput(toEventInput({ ...paid, checkoutUrl: 'http://shop.example.com' }, 'de'), { now }),
    ).toEqual([{ path: 'checkoutUrl', code: 'notHttps' }]);
    const withLink = toEventInput({ ...paid, checkoutUrl: ' https://shop.example.com/t ' }, 'de');
    expect(checkEventInput(withLink, { now })).toEqual([]);
    expect(withLink.checkoutUrl).toBe('https://shop.example.com/t');
    expect(toEventInput({ ...form, checkoutUrl: 'https://shop.example.com/t' }, 'de').checkoutUrl).toBeNull();
  });

  it('wants a description of a chosen cover, and checks a file before sending it', () => {
    const input = toEventInput({ ...validForm(), cover: { id: 3, url: '/uploads/a.png' } }, 'de');
    expect(checkEventInput(input, { now })).toEqual([{ path: 'coverAlt', code: 'required' }]);
    expect(checkCoverFile({ type: 'text/plain', size: 10 })).toBe('notImage');
    expect(checkCoverFile({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe('imageTooLarge');
    expect(checkCoverFile({ type: 'image/png', size: 1000 })).toBeNull();
  });
});

describe('the sign-in return path', () => {
  it.each([
    ['/account/events/new', '/account/events/new'],
    ['/account/events/abc123def456/edit', '/account/events/abc123def456/edit'],
    ['//evil.example/account', '/account'],
    // A path of the route table once the empty segment is dropped, yet a protocol-relative address.
    ['//account/events/new', '/account'],
    ['/\\evil.example', '/account'],
    ['https://evil.example/', '/account'],
    ['/account/events/new?x=//evil', '/account'],
    ['/no/such/route/anywhere', '/account'],
    [null, '/account'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
