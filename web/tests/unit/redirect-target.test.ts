import { describe, expect, it } from 'vitest';

import { redirectTarget } from '@/lib/cms/redirect-target';

const origin = 'https://belong.example';
const target = (to: string, search: string) => {
  const url = redirectTarget(to, { origin, search });
  return url.href.slice(origin.length);
};

describe('an editor’s internal redirect and the request’s query', () => {
  it('keeps the visitor’s query when the target has none', () => {
    expect(target('/creator-pass', '?x=1')).toBe('/creator-pass?x=1');
    expect(target('/creator-pass', '')).toBe('/creator-pass');
  });

  it('merges both queries into one, never a second "?"', () => {
    expect(target('/events?utm_source=old', '?ref=mail&page=2')).toBe(
      '/events?utm_source=old&ref=mail&page=2',
    );
  });

  it('lets the target’s own keys win over the visitor’s', () => {
    expect(target('/events?utm_source=old', '?utm_source=spoofed&b=3')).toBe('/events?utm_source=old&b=3');
  });

  it('keeps the target’s fragment after the merged query', () => {
    expect(target('/blog?tag=nft#latest', '?page=2')).toBe('/blog?tag=nft&page=2#latest');
  });

  it('stays on the site’s own origin', () => {
    expect(redirectTarget('/x', { origin, search: '?next=https://evil.example' }).origin).toBe(origin);
  });
});
