import { describe, expect, it } from 'vitest';

import { mayPrefetch } from '@/i18n/prefetch-policy';

describe('mayPrefetch', () => {
  it('prefetches site paths on a normal connection', () => {
    expect(mayPrefetch('/events', { effectiveType: '4g' })).toBe(true);
    expect(mayPrefetch('/de/blog', undefined)).toBe(true);
  });

  it('never on save-data or 2g', () => {
    expect(mayPrefetch('/events', { saveData: true, effectiveType: '4g' })).toBe(false);
    expect(mayPrefetch('/events', { effectiveType: '2g' })).toBe(false);
    expect(mayPrefetch('/events', { effectiveType: 'slow-2g' })).toBe(false);
  });

  it('rejects URLs with a hostname', () => {
    expect(mayPrefetch('https://evil.example/x', undefined)).toBe(false);
    expect(mayPrefetch('//evil.example/x', undefined)).toBe(false);
  });
});
