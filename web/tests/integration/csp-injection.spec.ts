import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

import { expect, test } from '@playwright/test';

import { buildDir } from '../support/build-dir';
import { copyStandalone } from '../support/standalone-copy';

const injected = '<script>window.__injected=1</script>';

// The production server vouches only for the inline scripts Next and the site write. A script that got
// into a page some other way (CMS content that escaped sanitising, a tampered cache) stands here as a
// line added to a prerendered page of a copy of the build: the real server then serves it as the page.
test('the browser refuses an inline script the site did not write, and runs the site’s own', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const copy = copyStandalone('belong-csp-');
  try {
    const file = join(copy.dir, 'web', basename(buildDir), 'server', 'app', 'en', 'sign-in.html');
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('</body>');
    writeFileSync(file, html.replace('</body>', `${injected}</body>`));
    const { port, output } = await copy.start();
    await expect.poll(output, { timeout: 60_000 }).toContain('[server] listening');

    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const response = await page.goto(`http://localhost:${port}/sign-in`);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain(injected);
    await page.waitForLoadState('networkidle');
    const state = await page.evaluate(() => ({
      injected: (window as unknown as { __injected?: number }).__injected,
      violations: (window as unknown as { cspViolations: string[] }).cspViolations,
      colourMode: document.documentElement.className,
    }));
    expect(state.injected).toBeUndefined();
    // One refusal, the injected script's: Next's payload scripts and the colour-mode script all ran.
    expect(state.violations).toEqual(['script-src-elem inline']);
    expect(state.colourMode).toMatch(/\b(light|dark)\b/);
    // React hydrated the page from the payload those scripts delivered (it marks each node it owns).
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber'))),
      )
      .toBe(true);
    expect(output()).toMatch(
      /\[server\] \/sign-in: 1 inline script\(s\) not the site's own.*window\.__injected=1/,
    );
  } finally {
    await copy.remove();
  }
});
