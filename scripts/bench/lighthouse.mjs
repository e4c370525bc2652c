// Lighthouse 13, mobile preset (simulated slow 4G, mid-range phone), through npx (pinned) so installs and
// CI stay lean; Chromium is Debian's (CHROME_PATH). The median run of several is reported.
import { spawnSync } from 'node:child_process';

const lighthouse = 'lighthouse@13.5.0';
const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function lighthouseOnce(url) {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      lighthouse,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${categories.join(',')}`,
      `--chrome-flags=${chromeFlags}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 << 20,
    },
  );
  if (result.status !== 0)
    throw new Error(`Lighthouse failed on ${url}: ${result.stderr.toString().slice(-500)}`);
  const report = JSON.parse(result.stdout.toString());
  const scores = Object.fromEntries(
    Object.entries(report.categories).map(([id, category]) => [id, Math.round(category.score * 100)]),
  );
  const metric = (id) => Math.round(report.audits[id]?.numericValue ?? NaN);
  return {
    scores,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    // Lighthouse's own measure of the machine's speed: TBT and the score scale with it, so runs on
    // different machines compare only beside it.
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
  };
}

/** The run with the median performance score of `runs`. */
export function medianLighthouse(url, runs) {
  const all = Array.from({ length: runs }, () => lighthouseOnce(url));
  all.sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    ...all[Math.floor(all.length / 2)],
    performanceRuns: all.map((run) => run.scores.performance),
    benchmarkIndexes: all.map((run) => run.benchmarkIndex),
  };
}
