import { buildCustomRoute } from 'next/dist/lib/build-custom-route';
import { describe, expect, it } from 'vitest';

import { headerRules } from '@/lib/security/response-headers';

/** The headers Next sends for a path: every matching rule in order, a later rule's value winning. */
function headersFor(path: string): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const rule of headerRules(null)) {
    const { regex } = buildCustomRoute('header', { ...rule });
    if (!new RegExp(regex).test(path)) continue;
    for (const { key, value } of rule.headers) sent[key.toLowerCase()] = value;
  }
  return sent;
}

describe('Permissions-Policy', () => {
  it('lets the check-in page use the camera, in every language', () => {
    for (const path of [
      '/account/events/x1/check-in',
      '/de/account/events/x1/check-in',
      '/zh/account/events/x1/check-in',
    ]) {
      expect(headersFor(path)['permissions-policy'], path).toBe(
        'camera=(self), microphone=(), geolocation=()',
      );
    }
  });

  it('keeps the camera off everywhere else, next to the check-in page too', () => {
    for (const path of [
      '/',
      '/account/tickets',
      '/account/events/x1',
      '/account/events/x1/check-in/more',
      '/xx/account/events/x1/check-in',
      '/api/trpc/organizer.checkIn.scan',
      '/events/check-in',
    ]) {
      expect(headersFor(path)['permissions-policy'], path).toBe('camera=(), microphone=(), geolocation=()');
    }
  });

  it('leaves the other security headers on the check-in page', () => {
    expect(headersFor('/account/events/x1/check-in')).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
    });
  });
});
