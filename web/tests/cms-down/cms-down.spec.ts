import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { cmsUrl, decodeEntities, runDir, seed } from '../support/stack';

test('with the CMS stopped, prerendered pages still answer 200 and /api/config returns the defaults', async ({
  request,
}) => {
  const pid = Number(readFileSync(join(runDir, 'cms.pid'), 'utf8'));
  process.kill(-pid, 'SIGTERM');
  await expect
    .poll(
      () =>
        fetch(`${cmsUrl}/_health`).then(
          () => 'up',
          () => 'down',
        ),
      { timeout: 20_000 },
    )
    .toBe('down');

  const post = seed('blog-posts')[0]!;
  const pages: [string, string][] = [
    ['/blog', String(post.locales.en?.title)],
    [`/ja/blog/${post.slug}`, String(post.locales.ja?.title)],
    ['/de/blog', String(post.locales.de?.title)],
  ];
  for (const [path, text] of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(decodeEntities(await response.text()), path).toContain(text);
  }

  const config = await request.get('/api/config');
  expect(config.status()).toBe(200);
  expect(config.headers()['x-config-source']).toBe('defaults');
  expect(config.headers()['cache-control']).toBe('no-store');
  expect(await config.json()).toEqual({
    siteName: 'Belong',
    helpChatHandle: 'belong_support',
    analytic: {
      meta_pixel_id: '',
      google_analytics_id: '',
      plausible_enabled: false,
      plausible_api_host: '',
    },
    socialLinks: [],
  });

  // Content that is not cached yet gets a graceful error page, not a hang or a stack trace.
  const uncached = await request.get('/blog/not-cached-anywhere');
  expect(uncached.status()).toBeGreaterThanOrEqual(404);
  expect(await uncached.text()).not.toContain('    at ');
});
