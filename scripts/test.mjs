#!/usr/bin/env node
// `npm test`: every check, stopping at the first failure:
//   type-check, lint, format check, translations, the docs check and unit tests (Vitest), run while the
//   whole stack starts beside them with the real `npm start` path on a temporary SQLite database (CMS
//   build, seed, site build); then the integration and end-to-end tests (Playwright with
//   Debian's Chromium) against it; last, the production stack (`npm run stack`: nginx, two replicas,
//   Redis, PostgreSQL), serving the same site build, and its serving and fault tests.
//
//   npm test                  everything
//   npm run test:e2e          only the stack tests (skips the static checks and unit tests)
//   npm run test:stack        only the production stack's tests

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startProductionStack } from './lib/production-stack.mjs';
import { ensureDependencies, sqliteBindingLoads } from './lib/setup.mjs';
import { root, startStack, testBuildDir } from './lib/test-stack.mjs';

const e2eOnly = process.argv.includes('--e2e-only');
const stackOnly = process.argv.includes('--stack-only');
// `npm run test:e2e -- tests/e2e/x.spec.ts` runs only those Playwright files.
const playwrightArgs = process.argv.slice(2).filter((arg) => !['--e2e-only', '--stack-only'].includes(arg));
const log = (message) => console.log(`[test] ${message}`);
const counts = { passed: 0, failed: 0 };
// Each phase's wall-clock seconds, printed as a table at the end (passed or not): where the time goes.
// Phases overlap (the static checks run while the stack starts): each row says when it began.
const phases = [];
const runStarted = Date.now();

async function timed(name, work) {
  const started = Date.now();
  try {
    return await work();
  } finally {
    phases.push({ name, began: (started - runStarted) / 1000, seconds: (Date.now() - started) / 1000 });
  }
}

function printPhases() {
  // .ci/run's own phase (the system packages), handed over as `name=seconds`.
  const before = (process.env.CI_PHASES ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => ({ name: entry.split('=')[0], began: null, seconds: Number(entry.split('=')[1]) }));
  const rows = [...before, ...phases];
  if (rows.length === 0) return;
  const wall = (Date.now() - runStarted) / 1000 + before.reduce((sum, row) => sum + row.seconds, 0);
  const width = Math.max(...rows.map((row) => row.name.length));
  console.log(`\n${'phase'.padEnd(width)}  began  seconds`);
  for (const row of [...rows, { name: 'wall clock, all phases', began: null, seconds: wall }]) {
    const began = row.began === null ? '' : row.began.toFixed(0);
    console.log(`${row.name.padEnd(width)}  ${began.padStart(5)}  ${row.seconds.toFixed(0).padStart(7)}`);
  }
}

/** One check, run without blocking the event loop: the stack starting beside it keeps its output flowing. */
async function stepAsync(name, command, args, options = {}) {
  log(name);
  const result = await timed(name, () =>
    runAsync(command, args, { cwd: root, stdio: 'inherit', ...options }),
  );
  if (result.status !== 0) throw new Error(`${name} failed`);
}

// Installs first, like `npm start`, so `npm test` works on a fresh clone too. SQLite's binding is left to
// the stack's start (scripts/start.mjs), which compiles it while the CMS's admin panel builds.
function installDependencies() {
  const started = Date.now();
  ensureDependencies();
  phases.push({ name: 'installing dependencies', began: 0, seconds: (Date.now() - started) / 1000 });
}

/** The unit tests open SQLite (the migrations'): waits while the stack's start compiles its binding. */
async function sqliteCompiled(stackStart) {
  let failed = false;
  stackStart.catch(() => (failed = true));
  while (!sqliteBindingLoads()) {
    if (failed) throw new Error('the stack did not start, and SQLite does not load');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/**
 * Playwright against a started stack, which is stopped afterwards whatever happens. Not spawnSync: the
 * stack's output (the CMS's logged mails that tests read back) must keep flowing into its log file.
 */
async function playwrightAgainst(stack, { name, runDir, args, env }) {
  try {
    const reportFile = join(runDir, 'playwright.json');
    const result = await timed(name, () =>
      runAsync('npx', ['playwright', 'test', ...args], {
        cwd: join(root, 'web'),
        stdio: 'inherit',
        env: {
          ...process.env,
          ...env,
          STACK_RUN_DIR: runDir,
          SITE_BUILD_DIR: testBuildDir,
          PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
        },
      }),
    );
    countPlaywright(reportFile);
    phases.push(...projectSpans(reportFile));
    if (result.status !== 0) throw new Error(`${name} failed`);
  } catch (error) {
    console.log(`[test] last lines of the stack's log:\n${stack.tail()}`);
    if (stack.keepLogs) console.log(`[test] the stack's logs, kept: ${stack.keepLogs()}`);
    // A visual test that failed leaves its expected, actual and diff images there (Playwright's outputDir).
    const results = join(root, 'web', 'test-results');
    if (existsSync(results)) console.log(`[test] failed tests' screenshots and diff images: ${results}`);
    throw error;
  } finally {
    await stack.stop();
  }
}

const startSiteStack = () => timed('site stack start (CMS build, seed, site build)', () => startStack(log));

async function runStackTests(stack) {
  await playwrightAgainst(stack, {
    name: 'integration and end-to-end tests',
    runDir: stack.dataDir,
    args: playwrightArgs,
    env: {
      BASE_URL: stack.siteUrl,
      CMS_URL: stack.cmsUrl,
      CMS_TEST_API_TOKEN: stack.testToken,
      CMS_API_TOKEN: stack.webToken,
      PREVIEW_SECRET: stack.previewSecret,
      REVALIDATE_SECRET: stack.revalidateSecret,
      CMS_ADMIN_EMAIL: stack.admin.email,
      CMS_ADMIN_PASSWORD: stack.admin.password,
    },
  });
}

async function runProductionStackTests() {
  const stack = await timed('production stack start (PostgreSQL, Redis, build, nginx)', () =>
    startProductionStack(log),
  );
  await playwrightAgainst(stack, {
    name: 'production stack tests',
    runDir: stack.runDir,
    args: ['--config', 'playwright.stack.config.ts', ...(stackOnly ? playwrightArgs : [])],
    env: {
      BASE_URL: stack.siteUrl,
      CMS_URL: stack.cmsUrl,
      CMS_PUBLIC_URL: stack.cmsPublicUrl,
      REPLICA_URLS: stack.replicaUrls.join(','),
      REDIS_URL: stack.redisUrl,
      CMS_TEST_API_TOKEN: stack.secrets.CMS_TEST_API_TOKEN,
      CMS_API_TOKEN: stack.secrets.CMS_API_TOKEN,
    },
  });
}

function countPlaywright(reportFile) {
  if (!existsSync(reportFile)) return;
  const stats = JSON.parse(readFileSync(reportFile, 'utf8')).stats ?? {};
  counts.passed += stats.expected ?? 0;
  counts.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
}

/**
 * Each Playwright project's span in the phase table, from its first test's start to its last test's end:
 * which project the run waits on (the ones that run after the others hold the CMS's shared settings).
 */
function projectSpans(reportFile) {
  if (!existsSync(reportFile)) return [];
  const spans = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          const start = Date.parse(result.startTime);
          const span = spans.get(test.projectName) ?? { start, end: start };
          span.start = Math.min(span.start, start);
          span.end = Math.max(span.end, start + result.duration);
          spans.set(test.projectName, span);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of JSON.parse(readFileSync(reportFile, 'utf8')).suites ?? []) visit(suite);
  return [...spans]
    .sort(([, a], [, b]) => a.start - b.start)
    .map(([project, { start, end }]) => ({
      name: `  project ${project}`,
      began: (start - runStarted) / 1000,
      seconds: (end - start) / 1000,
    }));
}

function runAsync(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, options);
    child.on('exit', (status, signal) => resolve({ status: status ?? (signal ? 1 : 0) }));
  });
}

async function unitTests() {
  const reportFile = join(mkdtempSync(join(tmpdir(), 'belong-unit-')), 'vitest.json');
  try {
    await stepAsync(
      'unit tests (Vitest)',
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
      {
        cwd: join(root, 'web'),
      },
    );
  } finally {
    if (existsSync(reportFile)) {
      const report = JSON.parse(readFileSync(reportFile, 'utf8'));
      counts.passed += report.numPassedTests ?? 0;
      counts.failed += report.numFailedTests ?? 0;
    }
  }
}

async function staticChecks(stackStart) {
  await stepAsync('type-check (cms)', 'npm', ['run', 'typecheck', '--workspace', 'cms']);
  await stepAsync('route types (next typegen)', 'npx', ['next', 'typegen'], { cwd: join(root, 'web') });
  await stepAsync('type-check (web)', 'npm', ['run', 'typecheck', '--workspace', 'web']);
  await stepAsync('lint', 'npm', ['run', 'lint']);
  await stepAsync('format check', 'npm', ['run', 'format:check']);
  await stepAsync('translations (i18n:check)', 'npm', ['run', 'i18n:check']);
  await stepAsync('docs (docs:check)', 'npm', ['run', 'docs:check']);
  await timed('waiting for SQLite to compile', () => sqliteCompiled(stackStart));
  await unitTests();
}

async function main() {
  installDependencies();
  if (stackOnly) return runProductionStackTests();
  if (e2eOnly) return runStackTests(await startSiteStack());
  // The site build skips Next's own copy of the type check (web/next.config.ts): tsc runs beside it, and
  // a type error stops the run before any test.
  process.env.TYPECHECKED = '1';
  const starting = startSiteStack();
  starting.catch(() => undefined); // awaited below, after the checks: not an unhandled rejection meanwhile
  const checked = await staticChecks(starting).then(
    () => null,
    (error) => error,
  );
  const stack = await starting;
  if (checked) {
    await stack.stop();
    throw checked;
  }
  await runStackTests(stack);
  await runProductionStackTests();
}

main()
  .then(() => {
    printPhases();
    console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`);
    process.exit(0);
  })
  .catch((error) => {
    console.error(`\n[test] ${error.message}`);
    printPhases();
    console.log(`tests: ${counts.passed} passed, ${Math.max(counts.failed, 1)} failed`);
    process.exit(1);
  });
