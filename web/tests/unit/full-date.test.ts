import { describe, expect, it } from 'vitest';

import { fullDateOptions, fullDateTimeRange } from '@/lib/events/full-date';

const start = new Date('2026-12-05T10:00:00Z');
const end = new Date('2026-12-05T12:00:00Z');
const inZone = (locale: string) =>
  new Intl.DateTimeFormat(locale, { ...fullDateOptions(locale), timeZone: 'Asia/Tokyo' }).format(start);

describe('a date with its weekday', () => {
  it('sets the Japanese weekday apart in brackets instead of gluing it to the date', () => {
    expect(inZone('ja')).toBe('2026年12月5日(土)');
    expect(fullDateTimeRange('ja', start, end, 'Asia/Tokyo')).toBe('2026年12月5日(土) 19:00～21:00');
    expect(fullDateTimeRange('ja', start, new Date('2026-12-06T12:00:00Z'), 'Asia/Tokyo')).toBe(
      '2026年12月5日(土) 19:00～2026年12月6日(日) 21:00',
    );
  });

  it('keeps the full style in other languages', () => {
    expect(inZone('en')).toBe('Saturday, December 5, 2026');
    expect(inZone('de')).toBe('Samstag, 5. Dezember 2026');
    expect(fullDateTimeRange('en', start, end, 'Asia/Tokyo')).toContain('Saturday, December 5, 2026');
  });
});
