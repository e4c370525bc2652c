// The production stack (`npm run stack`) for its own tests and the benchmarks: fresh ports, a temporary
// folder for PostgreSQL, Redis, nginx and every log, and this run's own secrets.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { root, testBuildDir, testStackPorts } from './test-stack.mjs';
import { startWatched } from './watched-script.mjs';

export async function startProductionStack(log, { env = {} } = {}) {
  const runDir = mkdtempSync(join(tmpdir(), 'belong-stack-'));
  // Away from `npm start` (3000/1337), `npm run stack` (8080...) and below Linux's ephemeral ports
  // (32768 and up), where a busy port made nginx fail to start once.
  const base = 10000 + Math.floor(Math.random() * 10000);
  const ports = {
    PORT: String(base),
    WEB_PORTS: `${base + 1},${base + 2}`,
    CMS_PORT: String(base + 3),
    REDIS_PORT: String(base + 4),
    POSTGRES_PORT: String(base + 5),
    // The CMS's public address is the one the test stack's build baked in (scripts/lib/test-stack.mjs), so
    // this stack serves that build rather than making its own; never both at once (`npm test` runs them
    // one after the other).
    CMS_PUBLIC_PORT: testStackPorts().cmsPort,
  };
  const secrets = {
    CMS_TEST_API_TOKEN: randomBytes(32).toString('hex'),
    // The site's own token, known to the tests too: the ticket capacity test claims as the site's server.
    CMS_API_TOKEN: randomBytes(48).toString('hex'),
    PREVIEW_SECRET: randomBytes(24).toString('base64url'),
    REVALIDATE_SECRET: randomBytes(24).toString('base64url'),
    STACK_DATABASE_PASSWORD: randomBytes(24).toString('base64url'),
    CMS_ADMIN_EMAIL: 'admin@belong.test',
    CMS_ADMIN_PASSWORD: `Belong-${randomBytes(12).toString('base64url')}9a`,
  };
  log(`starting the production stack (nginx :${ports.PORT}, replicas :${ports.WEB_PORTS}; in ${runDir})`);
  const stack = startWatched({
    script: 'scripts/stack.mjs',
    prefix: 'stack',
    logFile: join(runDir, 'stack.log'),
    env: {
      ...ports,
      ...secrets,
      STACK_RUN_DIR: runDir,
      SITE_BUILD_DIR: testBuildDir,
      CMS_STARTUP_BANNER: 'false',
      // Only a value shared through Redis can explain a replica knowing a new slug within seconds.
      CMS_INDEX_REFRESH_SECONDS: '600',
      ...env,
    },
  });

  const handle = {
    siteUrl: `http://localhost:${ports.PORT}`,
    replicaUrls: ports.WEB_PORTS.split(',').map((port) => `http://127.0.0.1:${port}`),
    cmsUrl: `http://127.0.0.1:${ports.CMS_PORT}`,
    cmsPublicUrl: `http://localhost:${ports.CMS_PUBLIC_PORT}`,
    redisUrl: `redis://127.0.0.1:${ports.REDIS_PORT}`,
    runDir,
    secrets,
    tail: stack.tail,
    /** Copies the parts' logs out of the run folder, which `stop` removes; returns where they went. */
    keepLogs() {
      const kept = join(root, '.run', `stack-logs-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      mkdirSync(kept, { recursive: true });
      for (const name of readdirSync(runDir).filter((file) => file.endsWith('.log'))) {
        copyFileSync(join(runDir, name), join(kept, name));
      }
      return kept;
    },
    async stop() {
      await stack.stop();
      // The stack script exits three seconds after telling its parts to stop; PostgreSQL may take a moment more.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      rmSync(runDir, { recursive: true, force: true });
    },
  };
  try {
    await stack.ready();
  } catch (error) {
    console.log(handle.tail());
    await handle.stop();
    throw error;
  }
  return handle;
}
