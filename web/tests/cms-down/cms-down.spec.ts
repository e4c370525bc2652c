import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { cmsApi, cmsUrl, decodeEntities, messages, runDir, seed } from '../support/stack';

test('with the CMS stopped, prerendered pages still answer 200 and /api/config returns the defaults', async ({
  request,
  page,
  browser,
}) => {
  // A post published just before the outage, seen once in Japanese (which also caches the English read
  // it falls back to): its Korean and German pages cannot be rendered.
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
    operator: null,
  });

  // A page that was never rendered cannot be: a 500 with the translated page in the server HTML (the
  // production server swaps Next 16.4's empty error shell for the prerendered 500 page: README).
  const t = messages('ko').ErrorPage;
  const uncached = await request.get(`/ko/blog/${fresh}`);
  expect(uncached.status()).toBe(500);
  expect(uncached.headers()['cache-control']).toBe('private, no-store');
  const html = decodeEntities(await uncached.text());
  expect(html).toMatch(/<html lang="ko(-KR)?"/);
  expect(html).toContain(`<title>${t.errorTitle}`);
  expect(html).not.toMatch(/\n\s+at /);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  for (const [path, locale, home] of [
    [`/ko/blog/${fresh}`, 'ko', '/ko'],
    [`/de/blog/${fresh}`, 'de', '/de'],
  ] as const) {
    const tab = await noScript.newPage();
    const response = await tab.goto(path);
    expect(response?.status(), path).toBe(500);
    const text = messages(locale).ErrorPage;
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(text.errorTitle);
    await expect(tab.getByText(text.homepageLine)).toBeVisible();
    await expect(tab.getByRole('link', { name: text.backHome })).toHaveAttribute('href', home);
    await tab.getByText(text.details).click();
    await expect(tab.getByText(text.serverErrorMessage)).toBeVisible();
    await expect(tab.getByRole('link', { name: 'Telegram Help Button' })).toBeVisible();
  }
  await noScript.close();

  // With JavaScript the same page hydrates and stays (the address does not change).
  await page.goto(`/ko/blog/${fresh}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.errorTitle);
  await expect(page.getByText(t.homepageLine)).toBeVisible();
  await expect(page.getByRole('link', { name: t.backHome })).toHaveAttribute('href', '/ko');
  await expect(page).toHaveURL(new RegExp(`/ko/blog/${fresh}$`));
});
