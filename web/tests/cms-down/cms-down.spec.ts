import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { cmsApi, cmsUrl, decodeEntities, messages, runDir, seed } from '../support/stack';

test('with the CMS stopped, prerendered pages still answer 200 and /api/config returns the defaults', async ({
  request,
  page,
}) => {
  // A post published just before the outage, seen once in Japanese: its Korean page is not cached.
  const fresh = `fresh-${Date.now()}`;
  const created = await cmsApi('/blog-posts?locale=en', {
    method: 'POST',
    body: {
      data: {
        title: `Fresh post ${fresh}`,
        slug: fresh,
        summary: 'Just published.',
        publishedOn: '2026-11-21',
      },
    },
  });
  expect(created.status).toBe(201);
  await expect
    .poll(async () => (await request.get(`/ja/blog/${fresh}`)).status(), { timeout: 15_000 })
    .toBe(200);

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

  // A page that was never rendered cannot be: a 500, without a stack trace. (Next 16.4 sends an
  // empty error shell for a failed render; the translated page appears once its script runs: README.)
  const uncached = await request.get(`/ko/blog/${fresh}`);
  expect(uncached.status()).toBe(500);
  const html = decodeEntities(await uncached.text());
  expect(html).toContain(messages('ko').ErrorPage.errorTitle);
  expect(html).not.toMatch(/\n\s+at /);

  await page.goto(`/ko/blog/${fresh}`);
  const t = messages('ko').ErrorPage;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.errorTitle);
  await expect(page.getByText(t.homepageLine)).toBeVisible();
  await expect(page.getByRole('link', { name: t.backHome })).toHaveAttribute('href', '/ko');
});
