// Lighthouse 13, mobile preset (simulated slow 4G, mid-range phone), through npx (pinned) so installs and
// CI stay lean; Chromium is Debian's (CHROME_PATH). The median run of several is reported.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const lighthouse = 'lighthouse@13.5.0';
const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function lighthouseOnce(url) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  try {
    return lighthouseInto(url, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function lighthouseInto(url, dir) {
  const result = spawnSync(
    'npx',
    [
      '--yes',
      lighthouse,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${join(dir, 'run.json')}`,
      // The trace too (run-0.trace.json), for the largest layout below.
      '--save-assets',
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
  const report = JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8'));
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
    largestLayout: largestLayout(join(dir, 'run-0.trace.json')),
  };
}

/**
 * The page's largest layout in the trace: its wall time and the main thread's CPU time inside it. Simulated
 * throttling scales the wall time (TBT counts it four times over), so a layout that spends most of its wall
 * time waiting (on this machine: for Chromium's browser process to answer font queries) shows here as a
 * wall time far above its CPU time (README, Notes).
 */
function largestLayout(traceFile) {
  const { traceEvents } = JSON.parse(readFileSync(traceFile, 'utf8'));
  const layouts = traceEvents.filter((event) => event.name === 'Layout' && event.ph === 'X');
  const largest = layouts.reduce((a, b) => (b.dur > a.dur ? b : a), { dur: 0, tdur: 0 });
  return { wallMs: Math.round(largest.dur / 1000), cpuMs: Math.round((largest.tdur ?? NaN) / 1000) };
}

/** The run with the median performance score of `runs`. */
export function medianLighthouse(url, runs) {
  const all = Array.from({ length: runs }, () => lighthouseOnce(url));
  all.sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    ...all[Math.floor(all.length / 2)],
    performanceRuns: all.map((run) => run.scores.performance),
    benchmarkIndexes: all.map((run) => run.benchmarkIndex),
    largestLayouts: all.map((run) => run.largestLayout),
  };
}
