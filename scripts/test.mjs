#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure:
//   type-check, lint, format check, unit tests (Vitest), then the whole stack started with the real
//   `npm start` path on a temporary SQLite database and fresh ports, and the integration and
//   end-to-end tests (Playwright with Debian's Chromium) against it; last, the production stack
//   (`npm run stack`: nginx, two replicas, Redis, PostgreSQL) and its serving and fault tests.
//
//   npm test                  everything
//   npm run test:e2e          only the stack tests (skips the static checks and unit tests)
//   npm run test:stack        only the production stack's tests

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startProductionStack } from './lib/production-stack.mjs';
import { root, startStack } from './lib/test-stack.mjs';

const e2eOnly = process.argv.includes('--e2e-only');
const stackOnly = process.argv.includes('--stack-only');
// `npm run test:e2e -- tests/e2e/x.spec.ts` runs only those Playwright files.
const playwrightArgs = process.argv.slice(2).filter((arg) => !['--e2e-only', '--stack-only'].includes(arg));
const log = (message) => console.log(`[test] ${message}`);
const counts = { passed: 0, failed: 0 };
// Each phase's wall-clock seconds, printed as a table at the end (passed or not): where the time goes.
const phases = [];

async function timed(name, work) {
  const started = Date.now();
  try {
    return await work();
  } finally {
    phases.push({ name, seconds: (Date.now() - started) / 1000 });
  }
}

function printPhases() {
  if (phases.length === 0) return;
  const width = Math.max(...phases.map((phase) => phase.name.length));
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  console.log('\nphase seconds');
  for (const phase of [...phases, { name: 'total', seconds: total }]) {
    console.log(`  ${phase.name.padEnd(width)}  ${phase.seconds.toFixed(0).padStart(5)}`);
  }
}

function step(name, command, args, options = {}) {
  log(name);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  phases.push({ name, seconds: (Date.now() - started) / 1000 });
  if (result.status !== 0) throw new Error(`${name} failed`);
}

// Installs first, like `npm start`, so `npm test` works on a fresh clone too.
function ensureDependencies() {
  if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
    step('installing dependencies', 'npm', ['install', '--no-audit', '--no-fund']);
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
        env: { ...process.env, ...env, STACK_RUN_DIR: runDir, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
      }),
    );
    countPlaywright(reportFile);
    if (result.status !== 0) throw new Error(`${name} failed`);
  } catch (error) {
    console.log(`[test] last lines of the stack's log:\n${stack.tail()}`);
    // A visual test that failed leaves its expected, actual and diff images there (Playwright's outputDir).
    const results = join(root, 'web', 'test-results');
    if (existsSync(results)) console.log(`[test] failed tests' screenshots and diff images: ${results}`);
    throw error;
  } finally {
    await stack.stop();
  }
}

async function runStackTests() {
  const stack = await timed('site stack start (CMS, seed, site build)', () => startStack(log));
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

function runAsync(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, options);
    child.on('exit', (status, signal) => resolve({ status: status ?? (signal ? 1 : 0) }));
  });
}

function unitTests() {
  const reportFile = join(mkdtempSync(join(tmpdir(), 'belong-unit-')), 'vitest.json');
  try {
    step(
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

async function main() {
  ensureDependencies();
  if (!e2eOnly && !stackOnly) {
    step('type-check (cms)', 'npm', ['run', 'typecheck', '--workspace', 'cms']);
    step('type-check (web)', 'npx', ['next', 'typegen'], { cwd: join(root, 'web') });
    step('type-check (web)', 'npm', ['run', 'typecheck', '--workspace', 'web']);
    // The site builds below skip Next's own copy of the same check (web/next.config.ts).
    process.env.TYPECHECKED = '1';
    step('lint', 'npm', ['run', 'lint']);
    step('format check', 'npm', ['run', 'format:check']);
    step('translations (i18n:check)', 'npm', ['run', 'i18n:check']);
    unitTests();
  }
  if (!stackOnly) await runStackTests();
  if (!e2eOnly) await runProductionStackTests();
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
