import { describe, expect, it } from 'vitest';

import { intentLanding, parseIntent } from '@/lib/auth/intent';
import { routeHref } from '@/routes/match';

describe('sign-up intents', () => {
  it('leads each known intent to its page, and no intent to the account', () => {
    expect(routeHref(intentLanding(parseIntent('host')))).toBe('/account/events/new');
    expect(routeHref(intentLanding(parseIntent('sell')))).toBe('/account/events/new');
    expect(routeHref(intentLanding(parseIntent('join')))).toBe('/events');
    expect(routeHref(intentLanding(parseIntent(null)))).toBe('/account');
  });

  it('ignores anything else: never a landing page taken from the address', () => {
    for (const value of [
      'HOST',
      ' host',
      '/account/events/new',
      '//evil.example',
      'https://evil.example',
      '',
      42,
    ]) {
      expect(parseIntent(value)).toBeNull();
      expect(routeHref(intentLanding(parseIntent(value)))).toBe('/account');
    }
  });
});
