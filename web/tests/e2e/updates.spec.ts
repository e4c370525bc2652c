import { expect, test } from '@playwright/test';

test('/builds/latest.json and /builds/meta/{id}.json describe the running build', async ({ request }) => {
  const latest = await (await request.get(`/builds/latest.json?t=${Date.now()}`)).json();
  expect(latest.id).toMatch(/^[\w-]+$/);
  const meta = await request.get(`/builds/meta/${latest.id}.json`);
  expect(meta.status()).toBe(200);
  const body = await meta.json();
  expect(body.prerendered).toContain('/de/token-gating');
  expect(body.redirects).toContainEqual({ from: '/home', to: '/', status: 301 });
  expect((await request.get('/builds/meta/not-a-build.json')).status()).toBe(404);
});

test('a new build id reloads the app at the next navigation, not before', async ({ page }) => {
  await page.goto('/blog');
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const stillHere = () =>
    page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true);

  // Same build: a link is a client-side navigation, the window lives on.
  await page
    .getByRole('link', { name: /how-to|How-to guides/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/how-to$/);
  expect(await stillHere()).toBe(true);

  // A deploy happens; the tab regains focus and learns of it, and nothing reloads yet.
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', timestamp: 1 } }),
  );
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.waitForTimeout(500);
  expect(await stillHere()).toBe(true);

  await page.getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await stillHere()).toBe(false);
});

test('a failed chunk load reloads the page once, not in a loop', async ({ page }) => {
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/events');
  const failChunk = () =>
    page.evaluate(() => {
      const error = Object.assign(new Error('Loading chunk 99 failed.'), { name: 'ChunkLoadError' });
      window.dispatchEvent(
        new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: error }),
      );
    });
  await failChunk();
  await expect.poll(() => loads).toBe(2);
  await page.waitForLoadState('load');
  await failChunk();
  await page.waitForTimeout(1500);
  expect(loads).toBe(2);
});
