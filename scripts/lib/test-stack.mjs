// The `npm start` stack for tests and benchmarks: the real `npm start` path on a temporary SQLite database and
// the checkout's test ports, its servers' logs in a file (only start.mjs's progress lines reach the console).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { startWatched } from './watched-script.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** The build folder of the tests and benchmarks (scripts/lib/setup.mjs `buildDir`). */
export const testBuildDir = '.next-test';

/**
 * The test stack's ports: fixed for a checkout (from its path), distinct from the development defaults
 * (3000/1337) and from other checkouts'. Fixed, because the build bakes the CMS's address in (its media
 * origin): the same address on every run lets a run reuse the last one's build when the sources did not
 * change, and lets the production stack (scripts/lib/production-stack.mjs) reuse this one's.
 */
export function testStackPorts() {
  const offset = createHash('sha256').update(root).digest().readUInt16BE(0) % 10000;
  const base = 20000 + offset * 2;
  return { port: String(base), cmsPort: String(base + 1) };
}

/**
 * Starts CMS and site (building the site from this run's CMS) and resolves once both answer.
 * `stop()` ends both and removes the temporary database; `tail()` is the end of their log.
 */
export async function startStack(log) {
  const dataDir = mkdtempSync(join(tmpdir(), 'belong-test-'));
  const { port, cmsPort } = testStackPorts();
  const testToken = randomBytes(32).toString('hex');
  // The web server's own token, known to the tests so they can check what it may and may not do.
  const webToken = randomBytes(48).toString('hex');
  const previewSecret = randomBytes(24).toString('base64url');
  const revalidateSecret = randomBytes(24).toString('base64url');
  // The first admin of this run's fresh database, for tests that change settings only the admin can.
  const admin = { email: 'admin@belong.test', password: `Belong-${randomBytes(12).toString('base64url')}9a` };
  // What the last run's server rendered into the reused build (Next's file-system cache: pages and CMS
  // reads) came from the last run's database and edits; this run's fresh database would be served them.
  // A clean clone has none.
  const runtimeCaches = join(root, 'web', testBuildDir, 'standalone', 'web', testBuildDir);
  for (const cache of ['cache', 'server/route-cache']) {
    rmSync(join(runtimeCaches, cache), { recursive: true, force: true });
  }
  log(`starting the stack with \`npm start\` (site :${port}, CMS :${cmsPort}, database in ${dataDir})`);
  const stack = startWatched({
    script: 'scripts/start.mjs',
    prefix: 'start',
    logFile: join(dataDir, 'stack.log'),
    env: {
      PORT: port,
      CMS_PORT: cmsPort,
      DATABASE_FILENAME: join(dataDir, 'data.db'),
      CMS_TEST_API_TOKEN: testToken,
      CMS_API_TOKEN: webToken,
      PREVIEW_SECRET: previewSecret,
      REVALIDATE_SECRET: revalidateSecret,
      CMS_ADMIN_EMAIL: admin.email,
      CMS_ADMIN_PASSWORD: admin.password,
      // Its own build folder: a running `npm start` (web/.next) is never rebuilt under.
      SITE_BUILD_DIR: testBuildDir,
      CMS_STARTUP_BANNER: 'false',
      // The admin browser tests sign one admin in about ten times in a few minutes (cms/config/admin.ts).
      CMS_ADMIN_LOGIN_LIMIT: 'false',
      RUN_DIR: dataDir,
      // The tests play the proxy in front of the site (a CDN naming each visitor in X-Forwarded-For), so
      // each test can be a visitor of its own; a test that plays a visitor from the internet connects
      // from another loopback address, which is trusted by nobody (web/tests/support/from-address.ts).
      TRUSTED_PROXIES: '127.0.0.1, ::1',
    },
  });

  const handle = {
    siteUrl: `http://localhost:${port}`,
    cmsUrl: `http://localhost:${cmsPort}`,
    testToken,
    webToken,
    previewSecret,
    revalidateSecret,
    admin,
    dataDir,
    tail: stack.tail,
    async stop() {
      await stack.stop();
      // start.mjs gives its servers a moment to stop.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await stack.ready();
  } catch (error) {
    console.log(`${handle.tail()}`);
    await handle.stop();
    throw error;
  }
  return handle;
}
