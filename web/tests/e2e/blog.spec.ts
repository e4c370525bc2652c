import { expect, test } from '@playwright/test';

import ja from '../../messages/ja.json';
import { seriousViolations } from '../support/a11y';
import { seed } from '../support/stack';

const post = seed('blog-posts')[0]!;

test('a visitor goes from the Japanese blog to a post and back', async ({ page }) => {
  await page.goto('/ja/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  const title = String(post.locales.ja?.title);
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ja/blog/${post.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('link', { name: ja.BlogPost.backToBlog }).click();
  await expect(page).toHaveURL(/\/ja\/blog$/);
});

test('the blog renders without JavaScript (server HTML only)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/pl/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(post.locales.pl?.title));
  await context.close();
});

const event = seed('events').find((entry) => entry.slug.startsWith('warsaw'))!;

for (const path of [
  '/blog',
  `/blog/${post.slug}`,
  `/ko/blog/${post.slug}`,
  `/pl/events/${event.slug}`,
  '/debug/components',
  '/debug/icon',
]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const path of [
  '/app',
  '/de/events',
  `/ja/blog/${post.slug}`,
  '/blog/no-such-post',
  '/debug/components',
]) {
  test(`axe finds no serious or critical violation on ${path} in dark mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(path);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
