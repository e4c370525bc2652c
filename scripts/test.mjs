#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure:
//   type-check, lint, format check, unit tests (Vitest), then the whole stack started with the real
//   `npm start` path on a temporary SQLite database and fresh ports, and the integration and
//   end-to-end tests (Playwright with Debian's Chromium) against it.
//
//   npm test                  everything
//   npm run test:e2e          only the stack tests (skips the static checks and unit tests)

import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const e2eOnly = process.argv.includes('--e2e-only');
// `npm run test:e2e -- tests/e2e/x.spec.ts` runs only those Playwright files.
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--e2e-only');
const log = (message) => console.log(`[test] ${message}`);
const counts = { passed: 0, failed: 0 };

function step(name, command, args, options = {}) {
  log(name);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${name} failed`);
}

// Installs first, like `npm start`, so `npm test` works on a fresh clone too.
function ensureDependencies() {
  if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
    step('installing dependencies', 'npm', ['install', '--no-audit', '--no-fund']);
  }
}

function freePortPair() {
  // Distinct from the development defaults (3000/1337) so a running `npm start` is left alone.
  const base = 20000 + Math.floor(Math.random() * 20000);
  return { port: String(base), cmsPort: String(base + 1) };
}

async function waitForReady(child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (output.text.includes('[start] ready')) return;
    if (child.exitCode !== null) throw new Error('the stack exited before it was ready');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the stack was not ready in time');
}

async function runStackTests() {
  const dataDir = mkdtempSync(join(tmpdir(), 'belong-test-'));
  const { port, cmsPort } = freePortPair();
  const testToken = randomBytes(32).toString('hex');
  const env = {
    ...process.env,
    PORT: port,
    CMS_PORT: cmsPort,
    DATABASE_FILENAME: join(dataDir, 'data.db'),
    CMS_TEST_API_TOKEN: testToken,
    // The site is prerendered from this run's CMS, never from another database's build.
    FORCE_BUILD: '1',
    CMS_STARTUP_BANNER: 'false',
    RUN_DIR: dataDir,
  };

  log(`starting the stack with \`npm start\` (site :${port}, CMS :${cmsPort}, database in ${dataDir})`);
  const output = { text: '' };
  const stack = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // The servers' own logs go to a file (their tail is printed if something fails); progress lines
  // of start.mjs go to the console.
  const logFile = join(dataDir, 'stack.log');
  for (const stream of [stack.stdout, stack.stderr]) {
    stream.on('data', (chunk) => {
      const text = chunk.toString();
      output.text += text;
      appendFileSync(logFile, text);
      for (const line of text.split('\n')) if (line.startsWith('[start]')) console.log(line);
    });
  }
  const stopStack = () => {
    try {
      process.kill(-stack.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  };
  process.on('exit', stopStack);

  try {
    await waitForReady(stack, output, 30 * 60_000);
    const reportFile = join(dataDir, 'playwright.json');
    const result = spawnSync('npx', ['playwright', 'test', ...playwrightArgs], {
      cwd: join(root, 'web'),
      stdio: 'inherit',
      env: {
        ...process.env,
        BASE_URL: `http://localhost:${port}`,
        CMS_URL: `http://localhost:${cmsPort}`,
        CMS_TEST_API_TOKEN: testToken,
        STACK_RUN_DIR: dataDir,
        PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
      },
    });
    if (existsSync(reportFile)) {
      const stats = JSON.parse(readFileSync(reportFile, 'utf8')).stats ?? {};
      counts.passed += stats.expected ?? 0;
      counts.failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    }
    if (result.status !== 0) throw new Error('integration and end-to-end tests failed');
  } catch (error) {
    console.log(`[test] last lines of the stack's log:\n${output.text.split('\n').slice(-60).join('\n')}`);
    throw error;
  } finally {
    stopStack();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    rmSync(dataDir, { recursive: true, force: true });
  }
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
  if (!e2eOnly) {
    step('type-check (cms)', 'npm', ['run', 'typecheck', '--workspace', 'cms']);
    step('type-check (web)', 'npx', ['next', 'typegen'], { cwd: join(root, 'web') });
    step('type-check (web)', 'npm', ['run', 'typecheck', '--workspace', 'web']);
    step('lint', 'npm', ['run', 'lint']);
    step('format check', 'npm', ['run', 'format:check']);
    unitTests();
  }
  await runStackTests();
}

main()
  .then(() => {
    console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed`);
    process.exit(0);
  })
  .catch((error) => {
    console.error(`\n[test] ${error.message}`);
    console.log(`tests: ${counts.passed} passed, ${Math.max(counts.failed, 1)} failed`);
    process.exit(1);
  });
