import { buildCustomRoute } from 'next/dist/lib/build-custom-route';
import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy } from '@/lib/security/content-security-policy';
import { headerRules } from '@/lib/security/response-headers';

/**
 * The headers Next sends for a path: every matching rule in order, a later rule's value winning; a
 * rule with `missing` applies only when none of those cookies came.
 */
function headersFor(
  path: string,
  { cookies = [], policy = null }: { cookies?: string[]; policy?: string | null } = {},
): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const rule of headerRules(policy)) {
    const { regex } = buildCustomRoute('header', { ...rule });
    if (!new RegExp(regex).test(path)) continue;
    if (rule.missing?.some((cookie) => cookies.includes(cookie.key))) continue;
    for (const { key, value } of rule.headers) sent[key.toLowerCase()] = value;
  }
  return sent;
}

describe('framing', () => {
  const policy = contentSecurityPolicy({ analytic: null, cmsMediaOrigin: 'http://localhost:1337' });

  it('forbids it everywhere for a visitor', () => {
    for (const path of ['/', '/de/pricing', '/api/config', '/api/preview/exit', '/api/previews']) {
      const sent = headersFor(path, { policy });
      expect(sent['x-frame-options'], path).toBe('DENY');
      expect(sent['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  });

  it('leaves X-Frame-Options out in draft mode, where the policy names the admin (the proxy checks the cookie)', () => {
    const sent = headersFor('/nft', { policy, cookies: ['__prerender_bypass'] });
    expect(sent['x-frame-options']).toBeUndefined();
    expect(sent['x-content-type-options']).toBe('nosniff');
    expect(
      contentSecurityPolicy({ analytic: null, cmsMediaOrigin: '', framedBy: 'https://cms.example.org' }),
    ).toContain('; frame-ancestors https://cms.example.org');
  });

  it('leaves the preview route’s framing headers to the route, which names the admin', () => {
    const sent = headersFor('/api/preview', { policy });
    expect(sent['x-frame-options']).toBeUndefined();
    expect(sent['content-security-policy']).toBeUndefined();
    expect(sent['x-content-type-options']).toBe('nosniff');
  });
});

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
