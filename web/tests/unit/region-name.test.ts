import { expect, it } from 'vitest';

import { regionName } from '@/lib/region-name';

it('names a country in the visitor’s language, and keeps an unknown code as it is', () => {
  expect(regionName('PT', 'de')).toBe('Portugal');
  expect(regionName('jp', 'ja')).toBe('日本');
  expect(regionName('ID', 'pl')).toBe('Indonezja');
  expect(regionName(null, 'en')).toBeNull();
  expect(regionName('not a code', 'en')).toBe('not a code');
});
