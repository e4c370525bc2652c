#!/usr/bin/env node
// `npm run bench`: DESIGN.md's quality bars and the production issue's figures, measured on the production
// stack (`npm run stack`: nginx, two replicas, Redis, PostgreSQL) on fresh ports, never asserted by tests:
//   - Lighthouse 13 mobile, median of BENCH_RUNS (3), on every page type in en and ja, through nginx:
//     performance ≥ 95; accessibility, best practices and SEO 100; the bare app below beside them;
//   - first-load JavaScript (gzip -9) of each page type beside a bare Next app built in the same run:
//     a marketing page within 30 KB of it;
//   - wrk throughput and p99 of a prerendered page and an event page: a replica alone, the stack through
//     nginx, and nginx serving the same gzip bytes from disk: the stack at no less than half of the last;
//   - publish-to-live seconds through the stack for a page entry and a blog post, on both replicas.
// Prints one table per part, writes everything to .run/bench/<date>.json, exits 1 when a bar is missed.
import { cpus, totalmem } from 'node:os';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { bareFloor, firstLoadScripts, get } from './bench/first-load-js.mjs';
import { categories, medianLighthouse } from './bench/lighthouse.mjs';
import { publishToLive } from './bench/publish.mjs';
import { gzipBytes, staticNginx, wrk } from './bench/throughput.mjs';
import { startProductionStack } from './lib/production-stack.mjs';
import { root } from './lib/setup.mjs';
import { chromiumPackage, ensureSystemPackages } from './lib/system-services.mjs';

const log = (message) => console.log(`[bench] ${message}`);
const runs = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_PARTS=throughput,publish measures only those (lighthouse, throughput, publish; default all).
const parts = new Set((process.env.BENCH_PARTS ?? 'lighthouse,throughput,publish').split(','));
// BENCH_PAGES=events,event measures only those page types (Lighthouse and first-load JavaScript).
const onlyTypes = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(',')) : null;
// DESIGN: a page's performance score stays within this many points of the bare app's in the same run.
const pointsBelowFloor = 3;
const bars = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const jsBudget = 30 * 1024;
const wrkRounds = Number(process.env.BENCH_WRK_ROUNDS ?? 3);
const medianRate = (results) => [...results].sort((a, b) => a.rate - b.rate)[Math.floor(results.length / 2)];
const kb = (bytes) => Number((bytes / 1024).toFixed(1));

const seedSlug = (collection) =>
  JSON.parse(readFileSync(join(root, `cms/seed/${collection}.json`), 'utf8'))[0].slug;
const upcomingEventSlug = () =>
  JSON.parse(readFileSync(join(root, 'cms/seed/events.json'), 'utf8')).find(
    (event) => Date.parse(event.shared.startsAt) > Date.now(),
  ).slug;
const pageTypes = [
  { type: 'home', path: '/' },
  { type: 'product page', path: '/nft-tickets', marketing: true },
  { type: 'comparison', path: '/mighty-networks-alternative', marketing: true },
  { type: 'events', path: '/events' },
  // An upcoming event: its page has the ticket actions and the live counts a past one leaves out.
  { type: 'event', path: `/events/${upcomingEventSlug()}` },
  { type: 'hub', path: `/hubs/${seedSlug('hubs')}` },
  { type: 'post', path: `/blog/${seedSlug('blog-posts')}` },
  { type: 'guide', path: `/how-to/${seedSlug('how-to-guides')}` },
]
  .filter((page) => !onlyTypes || onlyTypes.has(page.type))
  .flatMap((page) => [
    { ...page, locale: 'en' },
    { ...page, locale: 'ja', path: page.path === '/' ? '/ja' : `/ja${page.path}` },
  ]);

async function main() {
  const outDir = join(root, '.run/bench');
  mkdirSync(outDir, { recursive: true });
  chmodSync(outDir, 0o755);
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
    bars: { ...bars, marketingJsOverFloorKB: kb(jsBudget), stackVsStaticNginx: 0.5 },
  };
  const misses = [];
  // Lighthouse drives Debian's Chromium (CHROME_PATH); without it every run fails at launch.
  if (parts.has('lighthouse') && !process.env.CHROME_PATH) ensureSystemPackages(log, [chromiumPackage]);
  // wrk is one address sending a crowd's traffic: nginx's per-address limits would refuse most of it.
  const stack = await startProductionStack(log, { env: { STACK_UNLIMITED: '127.0.0.1' } });
  const floorApp = await bareFloor({
    root,
    dir: join(outDir, 'bare-app'),
    port: 39000 + Math.floor(Math.random() * 1000),
  });
  try {
    // Every page once through the stack first, so nothing below measures a first render.
    for (const page of pageTypes) await get(stack.siteUrl + page.path);

    log(`first-load JavaScript (bare Next app: ${kb(floorApp.floor.bytes)} KB)`);
    report.floor = { bytesGzip: floorApp.floor.bytes, scripts: floorApp.floor.scripts };
    if (parts.has('lighthouse')) {
      // The same Lighthouse on the bare app: what Next and React alone score on this machine today.
      log(`Lighthouse of the bare Next app (${runs} runs)`);
      report.floor.lighthouse = medianLighthouse(`${floorApp.url}/`, runs);
    }
    floorApp.stop();

    report.pages = [];
    for (const page of parts.has('lighthouse') ? pageTypes : []) {
      const js = await firstLoadScripts(stack.siteUrl, page.path);
      log(`Lighthouse ${page.path} (${runs} runs)`);
      const lighthouse = medianLighthouse(stack.siteUrl + page.path, runs);
      const overFloor = js.bytes - floorApp.floor.bytes;
      const floorScore = report.floor.lighthouse?.scores.performance;
      if (floorScore !== undefined && lighthouse.scores.performance < floorScore - pointsBelowFloor)
        misses.push(
          `${page.path}: performance ${lighthouse.scores.performance}, more than ${pointsBelowFloor} below the bare app's ${floorScore}`,
        );
      for (const category of categories) {
        if (lighthouse.scores[category] < bars[category])
          misses.push(`${page.path}: ${category} ${lighthouse.scores[category]} < ${bars[category]}`);
      }
      if (page.marketing && overFloor > jsBudget)
        misses.push(
          `${page.path}: ${kb(overFloor)} KB of JavaScript over the floor (bar ${kb(jsBudget)} KB)`,
        );
      report.pages.push({ ...page, ...lighthouse, jsGzip: js.bytes, jsOverFloor: overFloor });
    }
    const floorRow = report.floor.lighthouse && {
      path: 'bare Next app (floor)',
      ...report.floor.lighthouse,
      jsGzip: report.floor.bytesGzip,
      jsOverFloor: 0,
    };
    console.table(
      [floorRow, ...report.pages].filter(Boolean).map((page) => ({
        page: page.path,
        perf: page.scores.performance,
        'perf runs': page.performanceRuns.join('/'),
        a11y: page.scores.accessibility,
        'best pr.': page.scores['best-practices'],
        seo: page.scores.seo,
        'FCP ms': page.fcp,
        'LCP ms': page.lcp,
        'TBT ms': page.tbt,
        CLS: page.cls,
        'machine index': page.benchmarkIndexes.join('/'),
        'largest layout CPU/wall ms': page.largestLayouts
          .map((layout) => `${layout.cpuMs}/${layout.wallMs}`)
          .join(' '),
        'JS KB': kb(page.jsGzip),
        'over floor KB': kb(page.jsOverFloor),
      })),
    );

    if (parts.has('throughput')) await throughput();
    if (parts.has('publish')) await publish();
  } finally {
    floorApp.stop();
    await stack.stop();
  }

  async function throughput() {
    log('throughput (wrk)');
    const targets = {
      'prerendered page': '/nft-tickets',
      'event page': pageTypes.find((page) => page.type === 'event').path,
    };
    const files = {};
    for (const [name, path] of Object.entries(targets)) {
      const { body, encoding } = await gzipBytes(stack.siteUrl + path);
      if (encoding !== 'gzip') throw new Error(`${path} did not come back gzip from the stack`);
      files[name.replace(/\s/g, '-')] = body;
    }
    const staticServer = staticNginx({
      dir: join(outDir, 'static-nginx'),
      port: 39000 + Math.floor(Math.random() * 1000) + 1000,
      files,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    report.throughput = [];
    try {
      for (const [name, path] of Object.entries(targets)) {
        const replica = wrk(stack.replicaUrls[0] + path);
        // The stack and static nginx share two cores with wrk: rounds taken in turn, the median of each.
        const rounds = Array.from({ length: wrkRounds }, () => ({
          viaStack: wrk(stack.siteUrl + path),
          fromDisk: wrk(`${staticServer.url}/${name.replace(/\s/g, '-')}`),
        }));
        const viaStack = medianRate(rounds.map((round) => round.viaStack));
        const fromDisk = medianRate(rounds.map((round) => round.fromDisk));
        const ratio = Number((viaStack.rate / fromDisk.rate).toFixed(2));
        if (ratio < 0.5) misses.push(`${name}: the stack serves ${ratio} of nginx's static rate (bar 0.5)`);
        report.throughput.push({
          name,
          path,
          bytesGzip: files[name.replace(/\s/g, '-')].length,
          replica,
          viaStack,
          fromDisk,
          ratio,
        });
      }
    } finally {
      staticServer.stop();
    }
    console.table(
      report.throughput.map((row) => ({
        page: `${row.name} (${kb(row.bytesGzip)} KB gz)`,
        'Next alone req/s': row.replica.rate,
        'stack req/s': row.viaStack.rate,
        'nginx static req/s': row.fromDisk.rate,
        'stack/static': row.ratio,
        'stack/Next': Number((row.viaStack.rate / row.replica.rate).toFixed(1)),
        'p99 ms Next/stack/static': `${row.replica.p99}/${row.viaStack.p99}/${row.fromDisk.p99}`,
        errors: row.replica.errors + row.viaStack.errors + row.fromDisk.errors,
      })),
    );
  }

  async function publish() {
    log('publish-to-live');
    report.publishToLive = await publishToLive(stack, seedSlug('blog-posts'));
    for (const [what, seconds] of Object.entries(report.publishToLive)) {
      if (seconds > 5) misses.push(`publish-to-live (${what}): ${seconds} s > 5 s`);
    }
    console.table([{ 'page entry s': report.publishToLive.page, 'blog post s': report.publishToLive.post }]);
  }
  report.misses = misses;
  const file = join(outDir, `${report.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  log(`written to ${file}`);
  if (misses.length > 0) {
    log(`bars missed:\n  ${misses.join('\n  ')}`);
    process.exit(1);
  }
  log('every bar met');
}

main().catch((error) => {
  console.error(`[bench] ${error.message}${error.cause ? ` (${error.cause.message ?? error.cause})` : ''}`);
  console.error(error.stack);
  process.exit(1);
});
