import { expect, type Page, test } from '@playwright/test';

import { cmsApi, messages } from '../support/stack';

// The website configuration is shared by every page: switching analytics on changes every page's
// Content-Security-Policy and what its island loads. This project runs after every test that reads pages
// (playwright.config.ts), so no other test sees the change.

const analyticsHosts = /plausible\.example|googletagmanager\.com|connect\.facebook\.net/;

async function recordAnalytics(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(analyticsHosts, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return requests;
}

/** Past the analytics island's own gate (page loaded, then the browser idle): where it would act. */
async function pastAnalyticsGate(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const whenIdle = () => requestIdleCallback(() => resolve(), { timeout: 2000 });
        if (document.readyState === 'complete') whenIdle();
        else addEventListener('load', whenIdle, { once: true });
      }),
  );
}

/** Requests for the analytics configuration, which the island fetches only with consent. */
function recordConfigReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/config') reads.push(request.url());
  });
  return reads;
}

test.describe('cookie consent', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    const configured = await cmsApi('/website-config', {
      method: 'PUT',
      body: {
        data: {
          analytic: {
            plausible_enabled: true,
            plausible_api_host: 'https://plausible.example',
            google_analytics_id: 'G-TEST1234',
            meta_pixel_id: '1234567890',
          },
        },
      },
    });
    expect(configured.status).toBe(200);
    // The site allows the configured hosts once the publish has reached it (the webhook reloads the
    // configuration each server keeps for its Content-Security-Policy).
    await expect
      .poll(
        async () =>
          (await fetch(`${test.info().project.use.baseURL}/de/blog`)).headers.get(
            'content-security-policy',
          ) ?? '',
        {
          timeout: 15_000,
        },
      )
      .toContain('https://plausible.example');
  });

  test.afterAll(async () => {
    await cmsApi('/website-config', {
      method: 'PUT',
      body: {
        data: {
          analytic: {
            plausible_enabled: false,
            plausible_api_host: '',
            google_analytics_id: '',
            meta_pixel_id: '',
          },
        },
      },
    });
  });

  test.describe('in Europe', () => {
    test.use({ timezoneId: 'Europe/Berlin', locale: 'de-DE' });

    test('asks first; no analytics before Yes, all configured scripts right after', async ({
      page,
      context,
    }) => {
      const requests = await recordAnalytics(page);
      const configReads = recordConfigReads(page);
      await page.goto('/de/blog');
      const t = messages('de').Consent;
      const banner = page.getByRole('region', { name: t.label });
      await expect(banner).toContainText(t['allow-cookies']);
      // Where the island would have asked for its configuration, it has not: nothing for analytics.
      await pastAnalyticsGate(page);
      expect(configReads).toEqual([]);
      expect(requests).toEqual([]);

      await banner.getByRole('button', { name: t.yes }).click();
      await expect(banner).toBeHidden();
      await expect.poll(() => requests.length).toBe(3);
      expect(
        requests.some((url) =>
          url.includes('/js/script.file-downloads.outbound-links.pageview-props.revenue.tagged-events.js'),
        ),
      ).toBe(true);
      expect(requests.some((url) => url.includes('gtag/js?id=G-TEST1234'))).toBe(true);
      expect(requests.some((url) => url.includes('fbevents.js'))).toBe(true);
      expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe('true');
      await expect(page.locator('script#plausible')).toHaveAttribute('data-domain', new URL(page.url()).host);

      await page.reload();
      // The banner is drawn by script only: look once the page is hydrated and past the gate.
      await pastAnalyticsGate(page);
      await expect(banner).toBeHidden();
    });

    test('No stores false, hides the banner and loads nothing', async ({ page, context }) => {
      const requests = await recordAnalytics(page);
      const configReads = recordConfigReads(page);
      await page.goto('/de');
      const t = messages('de').Consent;
      await page.getByRole('button', { name: t.no }).click();
      await expect(page.getByRole('region', { name: t.label })).toBeHidden();
      expect((await context.cookies()).find((c) => c.name === 'consent')?.value).toBe('false');
      await page.reload();
      await pastAnalyticsGate(page);
      await expect(page.getByRole('region', { name: t.label })).toBeHidden();
      expect(configReads).toEqual([]);
      expect(requests).toEqual([]);
    });
  });

  test.describe('outside Europe', () => {
    test.use({ timezoneId: 'America/New_York' });

    test('no banner, and analytics count as consented', async ({ page }) => {
      const requests = await recordAnalytics(page);
      await page.goto('/events');
      await expect.poll(() => requests.length).toBe(3);
      // Looked for once the consent state has been read (the scripts loaded): the banner never came.
      await expect(page.getByRole('region', { name: messages('en').Consent.label })).toHaveCount(0);
    });
  });
});
