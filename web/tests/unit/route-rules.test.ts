import { describe, expect, it } from 'vitest';

import { canonicalPath } from '@/routes/canonical';

describe('canonicalPath (SPEC 2.4 route rules)', () => {
  it.each([
    ['/blog/', '/blog'],
    ['/de/blog/', '/de/blog'],
    ['/demos/nft-ticketing', '/nft-ticketing'],
    ['/de/demos/nft-ticketing', '/de/nft-ticketing'],
    ['/ar/blog', '/blog'],
    ['/hi/de/events', '/de/events'],
    ['/be', '/'],
    ['/Blog/My-Post', '/blog/my-post'],
    ['/en/blog', '/blog'],
    ['/en', '/'],
    ['/de/', '/de'],
  ])('%s → %s', (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });

  it('applies every rule in one pass', () => {
    expect(canonicalPath('/AR/De/Demos/Nft-Ticketing/')).toBe('/de/nft-ticketing');
    expect(canonicalPath('/be/EN/demos/x/')).toBe('/x');
  });

  it.each([
    '/',
    '/blog',
    '/de/blog/what-is-token-gating',
    '/demos',
    '/de/demos',
    '/api/trpc/',
    '/_next/image/',
  ])('leaves the canonical path %s alone', (path) => {
    expect(canonicalPath(path)).toBeNull();
  });

  it('keeps percent-escapes as they are while lowercasing letters', () => {
    expect(canonicalPath('/ja/blog/%E6%97%A5')).toBeNull();
    expect(canonicalPath('/JA/blog/%E6%97%A5/')).toBe('/ja/blog/%E6%97%A5');
  });

  it("keeps the case of a ticket's code (base64url), and only of that segment", () => {
    expect(canonicalPath('/account/tickets/re3JfJ-Pw_uvDP')).toBeNull();
    expect(canonicalPath('/ja/account/tickets/re3JfJ-Pw_uvDP')).toBeNull();
    expect(canonicalPath('/JA/Account/Tickets/re3JfJ-Pw_uvDP/')).toBe('/ja/account/tickets/re3JfJ-Pw_uvDP');
    expect(canonicalPath('/en/account/tickets/AbC')).toBe('/account/tickets/AbC');
    expect(canonicalPath('/Blog/re3JfJ')).toBe('/blog/re3jfj');
  });

  it.each([
    '//evil.example/',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example/',
    '/%2F%2Fevil.example/',
  ])('never produces an off-site target for %s', (input) => {
    const target = canonicalPath(input) ?? input;
    expect(target.startsWith('/')).toBe(true);
    expect(target).not.toMatch(/^\/[/\\]/);
    expect(new URL(target, 'https://site.example').origin).toBe('https://site.example');
  });
});
