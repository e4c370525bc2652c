import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs } from './tests/support/browser-args';

// Started by `npm test` (scripts/test.mjs), which serves the site and a CMS on a temporary database
// and passes their addresses here.
const baseURL = process.env.BASE_URL ?? 'http://localhost:3000';

// A Pixel 7 (its size, touch, mobile viewport and user agent) drawn at one device pixel per CSS pixel: the
// browser tests assert behaviour, not pixel density, and its 2.625 made every paint about seven times the
// pixels (page loads measured 10-15 % slower on this machine's software rendering).
const phone = { ...devices['Pixel 7'], deviceScaleFactor: 1, browserName: 'chromium' as const };

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // One more than the 2 cores of the machines CI runs on: the browser waits on the servers often enough
  // that a third worker fills the gaps (e2e phase 481 → 444 s, 2026-11-29); with a fourth the cores were
  // saturated, the phase took as long as with two, and two tests failed.
  workers: 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    launchOptions: {
      // Debian's Chromium headless shell (browsers cannot be downloaded on these machines): the same
      // Blink without the full browser's window and compositor layers, at about half the CPU per test of
      // `chromium --headless=new` (measured on these 2 cores, where the tests are CPU-bound). The camera
      // test keeps the full browser (tests/e2e/organizer-check-in.spec.ts).
      executablePath: process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'integration', testDir: './tests/integration' },
    { name: 'e2e', testDir: './tests/e2e', use: phone },
    // Screenshots against committed baselines (tests/visual/pages.spec.ts sets widths and themes). Beside
    // integration and e2e: it reads seeded entries no test changes and masks the lists tests add to.
    {
      name: 'visual',
      testDir: './tests/visual',
      fullyParallel: true,
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      use: {
        browserName: 'chromium',
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        timezoneId: 'UTC',
        locale: 'en-US',
      },
      // 0.1 % of the picture (330 px on a phone's screen, 1,024 on a laptop's): five runs on one build
      // differed by nothing; a changed button (the help button is about 1,900 px) exceeds it.
      expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide' } },
    },
    // Changes the website configuration every page reads (analytics): after the projects that read pages.
    {
      name: 'cms-settings',
      testDir: './tests/cms-settings',
      dependencies: ['integration', 'e2e', 'visual'],
      use: phone,
    },
    // Changes published pages: runs after the projects that read them, so no test sees another's edit.
    {
      name: 'cms-edits',
      testDir: './tests/cms-edits',
      dependencies: ['integration', 'e2e', 'visual', 'cms-settings'],
    },
    // Stops the CMS: runs after everything else.
    {
      name: 'cms-down',
      testDir: './tests/cms-down',
      dependencies: ['integration', 'e2e', 'visual', 'cms-settings', 'cms-edits'],
    },
  ],
});
