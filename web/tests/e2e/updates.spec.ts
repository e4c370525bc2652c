import { expect, type Page, test } from '@playwright/test';

test('/builds/latest.json and /builds/meta/{id}.json describe the running build', async ({ request }) => {
  const latest = (await (await request.get(`/builds/latest.json?t=${Date.now()}`)).json()) as { id: string };
  expect(latest.id).toMatch(/^[\w-]+$/);
  const meta = await request.get(`/builds/meta/${latest.id}.json`);
  expect(meta.status()).toBe(200);
  const body = (await meta.json()) as { prerendered: string[]; redirects: unknown[] };
  expect(body.prerendered).toContain('/de/token-gating');
  expect(body.redirects).toContainEqual({ from: '/home', to: '/', status: 301 });
  expect((await request.get('/builds/meta/not-a-build.json')).status()).toBe(404);
});

test('a new build id reloads the app at the next navigation, not before', async ({ page }) => {
  await page.goto('/app');
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  const stillHere = () =>
    page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true);

  // Same build: a link is a client-side navigation, the window lives on.
  // A phone: the main navigation is in the menu.
  await page.locator('details[data-menu] > summary').click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(/\/events$/);
  expect(await stillHere()).toBe(true);

  // A deploy happens; the tab regains focus and learns of it, and nothing reloads yet.
  await page.route('**/builds/latest.json*', (route) =>
    route.fulfill({ json: { id: 'a-newer-build', timestamp: 1 } }),
  );
  const checked = page.waitForResponse('**/builds/latest.json*');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await checked;
  expect(await stillHere()).toBe(true);

  await page.getByRole('link', { name: 'Terms of service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  expect(await stillHere()).toBe(false);
});

test('a failed chunk load reloads the page once, not in a loop', async ({ page }) => {
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/events');
  // The listener is installed on hydration, once the page's scripts have run.
  await page.waitForLoadState('networkidle');
  const failChunk = () =>
    page.evaluate(() => {
      const error = Object.assign(new Error('Loading chunk 99 failed.'), { name: 'ChunkLoadError' });
      window.dispatchEvent(
        new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: error }),
      );
    });
  // `networkidle` does not mean hydrated on a loaded machine: send the failure until the page reloads
  // (a send while it navigates may find no page to run in; after the reload the guard ignores repeats).
  await expect
    .poll(async () => {
      await failChunk().catch(() => {});
      return loads;
    })
    .toBe(2);
  // The reloaded page listens again once hydrated.
  await page.waitForLoadState('networkidle');
  // The guard notes each reload it makes; within 10 s of the last one it makes none (no new note).
  const note = () => page.evaluate(() => sessionStorage.getItem('belong:reloaded:/events'));
  const reloadedAt = await note();
  expect(reloadedAt).not.toBeNull();
  await failChunk();
  expect(await note()).toBe(reloadedAt);
  expect(loads).toBe(2);
  // The same failure with the note out of date does reload: the page was listening all along.
  await page.evaluate(() => sessionStorage.setItem('belong:reloaded:/events', '0'));
  await failChunk();
  await expect.poll(() => loads).toBe(3);
});

test('a slow client navigation shows the loading bar, a fast one does not flash it', async ({ page }) => {
  // Every payload of the next page is slow, prefetches included.
  await page.route('**/*', async (route) => {
    if (route.request().headers()['rsc']) await new Promise((resolve) => setTimeout(resolve, 1500));
    return route.fallback();
  });
  await page.goto('/app');
  const bar = page.getByTestId('loading-bar');
  await expect(bar).toHaveAttribute('data-visible', 'false');
  await page.locator('details[data-menu] > summary').click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How-to guides' }).click();
  await expect(bar).toHaveAttribute('data-visible', 'true');
  await expect(page).toHaveURL(/\/how-to$/);
  await expect(bar).toHaveAttribute('data-visible', 'false');
  expect(await bar.evaluate((element) => element.getBoundingClientRect().height)).toBe(3);
});

test.describe('scroll-in animation', () => {
  test('content below the fold fades in when scrolled to; above the fold it is never hidden', async ({
    page,
  }) => {
    // The blog's first card is in a phone's first screen (the events list opens with its filters).
    await page.goto('/blog');
    // Each card's fade is on the wrapper around its article.
    const cards = page.locator('article').locator('xpath=..');
    const last = cards.last();
    await expect(last).toHaveAttribute('data-scroll-in', 'waiting');
    // Hydrated (the last card is hidden): the first, in view from the start, was left as drawn.
    await expect(cards.first()).not.toHaveAttribute('data-scroll-in', /.*/);
    await expect(cards.first()).toHaveCSS('opacity', '1');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-scroll-in', 'shown');
    await expect(last).toHaveCSS('opacity', '1');
  });

  test('nothing is hidden with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/events');
    await expect(page.locator('[data-scroll-in]')).toHaveCount(0);
  });

  test('nothing is hidden without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/events');
    await expect(page.locator('article').last().locator('xpath=..')).toHaveCSS('opacity', '1');
    await context.close();
  });
});

test.describe('prefetch policy', () => {
  const prefetches = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) seen.push(new URL(request.url()).pathname);
    });
    return seen;
  };
  const cta = (page: Page) => page.getByRole('main').getByRole('link').first();

  test('a link is prefetched when the visitor points at it, not merely for being in view', async ({
    page,
  }) => {
    const seen = prefetches(page);
    await page.goto('/app');
    const link = cta(page);
    // In view and hydrated (React's props are on the anchor), then idle: when Next's own policy would
    // have fetched every link in view.
    await link.evaluate(
      (anchor) =>
        new Promise<void>((resolve) => {
          const ready = () =>
            Object.keys(anchor).some((key) => key.startsWith('__reactProps$'))
              ? requestIdleCallback(() => resolve(), { timeout: 2000 })
              : setTimeout(ready, 50);
          ready();
        }),
    );
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    const target = new URL((await link.getAttribute('href'))!, page.url()).pathname;
    await link.hover();
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // Only the link pointed at: every segment request of the prefetch is for its path.
    expect(new Set(seen)).toEqual(new Set([target]));
  });

  test('nothing is prefetched with save-data, even for a link pointed at', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }),
      });
    });
    const seen = prefetches(page);
    const navigations: string[] = [];
    page.on('request', (request) => {
      const headers = request.headers();
      if (headers['rsc'] && !headers['next-router-prefetch']) navigations.push(request.url());
    });
    await page.goto('/app');
    const link = cta(page);
    await link.hover();
    await link.focus();
    // A prefetch would have been asked for on hover, before the click's own request for the page.
    await link.click();
    await expect.poll(() => navigations.length).toBeGreaterThan(0);
    expect(seen).toEqual([]);
  });

  test('at most 4 prefetches are in flight at once', async ({ page }) => {
    // Counted where the requests are answered: each prefetch is held for 800 ms (so a queue forms)
    // and counts as in flight until its answer is handed back. Counting Playwright's request and
    // requestfinished events instead can see the next request before the previous one's end.
    let inFlight = 0;
    let most = 0;
    let total = 0;
    await page.route('**/*', async (route) => {
      if (!route.request().headers()['next-router-prefetch']) return route.fallback();
      total += 1;
      most = Math.max(most, ++inFlight);
      try {
        await new Promise((done) => setTimeout(done, 800));
        const response = await route.fetch();
        await route.fulfill({ response });
      } finally {
        inFlight -= 1;
      }
    });
    await page.goto('/app');
    await page.waitForLoadState('networkidle');
    // A keyboard visitor opens the menu and tabs through its links: each one focused asks for its
    // prefetch, more than four at once.
    await page.locator('details[data-menu] > summary').click();
    for (const link of await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) {
      await link.focus();
    }
    await expect.poll(() => total, { timeout: 15_000 }).toBeGreaterThan(4);
    await expect.poll(() => inFlight, { timeout: 15_000 }).toBe(0);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });
});

test('the Lottie player plays an animation on /debug/lottie, and holds still with reduced motion', async ({
  page,
}) => {
  await page.goto('/debug/lottie');
  const player = page.locator('[role="img"] svg').first();
  await expect(player).toBeVisible();
  const frame = () => player.evaluate((svg) => svg.innerHTML);
  // Sixty animation frames, about a second: the same window for the moving and the still picture.
  const sixtyFrames = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 60;
          const tick = () => (--frames > 0 ? requestAnimationFrame(tick) : resolve());
          requestAnimationFrame(tick);
        }),
    );
  await expect.poll(frame, { timeout: 5000 }).toContain('<g');
  const first = await frame();
  await sixtyFrames();
  expect(await frame()).not.toBe(first);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(player).toBeVisible();
  await expect.poll(frame, { timeout: 5000 }).toContain('<g');
  const still = await frame();
  await sixtyFrames();
  expect(await frame()).toBe(still);
});
