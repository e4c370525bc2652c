import { expect, test } from '@playwright/test';

import { messages, seed } from '../support/stack';

test('pages, 404s and API answers carry the security headers', async ({ request }) => {
  for (const path of ['/', '/ja/blog', '/no-such-page', '/api/config']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp, `${path}: ${directive}`).toContain(directive);
    }
    expect(csp, path).not.toContain('unsafe-eval');
    // No blanket `https:` for scripts or connections: the site and the icon API (no analytics here).
    const directive = (name: string) => csp.split(/;\s*/).find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('connect-src'), path).toBe(
      "connect-src 'self' https://api.iconify.design https://api.simplesvg.com https://api.unisvg.com",
    );
    expect(
      directive('script-src')
        .split(' ')
        .filter((source) => !source.startsWith("'sha256-")),
      path,
    ).toEqual(['script-src', "'self'", "'unsafe-inline'"]);
  }
  // An HTML page names each of its inline scripts by hash (so browsers ignore 'unsafe-inline').
  for (const path of ['/', '/ja/blog', '/no-such-page']) {
    const response = await request.get(path);
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>/g)].filter(
      ([tag]) => !tag.includes('ld+json'),
    );
    expect(inline.length, path).toBeGreaterThan(0);
    const hashes =
      (response.headers()['content-security-policy'] ?? '').match(/'sha256-[A-Za-z0-9+/=]+'/g) ?? [];
    expect(hashes.length, path).toBeGreaterThan(0);
    expect(hashes.length, path).toBeLessThanOrEqual(inline.length);
  }
});

test('the policy blocks nothing the site itself uses', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  // The public icon API has no network here; its answers are stand-ins.
  await page.route(/^https:\/\/api\.(iconify\.design|simplesvg\.com|unisvg\.com)\//, (route) =>
    route.fulfill({ json: { prefix: 'mdi', icons: {} }, headers: { 'access-control-allow-origin': '*' } }),
  );
  const t = messages('en').DebugComponents;
  const first = (collection: Parameters<typeof seed>[0]) => seed(collection)[0]!.slug;
  // One page of each kind the site has, the debug pages with the players and toasts, and a 404.
  for (const path of [
    '/',
    '/nft-tickets',
    '/ja/mighty-networks-alternative',
    '/ja/blog',
    `/blog/${first('blog-posts')}`,
    `/de/how-to/${first('how-to-guides')}`,
    '/events',
    `/ko/events/${first('events')}`,
    `/hubs/${first('hubs')}`,
    `/${first('demos')}`,
    '/sign-in',
    '/register',
    '/debug/icon',
    '/debug/lottie',
    '/debug/components',
    '/no-such-page',
  ]) {
    await page.goto(path);
    if (path === '/debug/components') {
      await page.getByRole('button', { name: t.show.success }).click();
      await expect(page.locator('[data-sonner-toast]').getByText(t.sample.success)).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
      path,
    ).toEqual([]);
  }
});
