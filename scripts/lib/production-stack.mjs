// The production stack (`npm run stack`) for its own tests and the benchmarks: fresh ports, a temporary
// folder for PostgreSQL, Redis, nginx and every log, and this run's own secrets.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { root } from './setup.mjs';

export async function startProductionStack(log) {
  const runDir = mkdtempSync(join(tmpdir(), 'belong-stack-'));
  // Away from `npm start` (3000/1337), `npm run stack` (8080...) and the other test stack (20000-40000).
  const base = 41000 + Math.floor(Math.random() * 20000);
  const ports = {
    PORT: String(base),
    WEB_PORTS: `${base + 1},${base + 2}`,
    CMS_PORT: String(base + 3),
    REDIS_PORT: String(base + 4),
    POSTGRES_PORT: String(base + 5),
  };
  const secrets = {
    CMS_TEST_API_TOKEN: randomBytes(32).toString('hex'),
    PREVIEW_SECRET: randomBytes(24).toString('base64url'),
    REVALIDATE_SECRET: randomBytes(24).toString('base64url'),
    STACK_DATABASE_PASSWORD: randomBytes(24).toString('base64url'),
    CMS_ADMIN_EMAIL: 'admin@belong.test',
    CMS_ADMIN_PASSWORD: `Belong-${randomBytes(12).toString('base64url')}9a`,
  };
  log(`starting the production stack (nginx :${ports.PORT}, replicas :${ports.WEB_PORTS}; in ${runDir})`);
  const output = { text: '' };
  const child = spawn('node', ['scripts/stack.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...ports,
      ...secrets,
      STACK_RUN_DIR: runDir,
      FORCE_BUILD: '1',
      CMS_STARTUP_BANNER: 'false',
      // Only a value shared through Redis can explain a replica knowing a new slug within seconds.
      CMS_INDEX_REFRESH_SECONDS: '600',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      const text = chunk.toString();
      output.text += text;
      appendFileSync(join(runDir, 'stack.log'), text);
      for (const line of text.split('\n')) if (line.startsWith('[stack]')) console.log(line);
    });
  }
  const kill = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  };
  process.on('exit', kill);

  const handle = {
    siteUrl: `http://localhost:${ports.PORT}`,
    replicaUrls: ports.WEB_PORTS.split(',').map((port) => `http://127.0.0.1:${port}`),
    cmsUrl: `http://localhost:${ports.CMS_PORT}`,
    redisUrl: `redis://127.0.0.1:${ports.REDIS_PORT}`,
    runDir,
    secrets,
    tail: (lines = 60) => output.text.split('\n').slice(-lines).join('\n'),
    async stop() {
      const exited = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null;
      kill();
      await exited;
      // The stack script gives its parts three seconds to stop.
      await new Promise((resolve) => setTimeout(resolve, 3500));
      rmSync(runDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + 30 * 60_000;
  while (!output.text.includes('[stack] ready')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      console.log(handle.tail());
      await handle.stop();
      throw new Error('the production stack did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return handle;
}
