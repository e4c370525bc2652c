import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildDir } from './build-dir';
import { freePort } from './ports';
import { stopProcess } from './stop-process';

const standalone = join(buildDir, 'standalone');
const isRuntimeCache = (path: string) => /[\\/]\.next(-test)?[\\/](cache|server[\\/]route-cache)$/.test(path);

export type StandaloneServer = {
  port: number;
  /** Everything the server printed so far. */
  output: () => string;
  /** `starting` until it listens or ends. */
  state: () => 'starting' | 'listening' | 'exited';
};

/**
 * A copy of the built standalone folder in a temporary directory, as an operator ships it. What the build
 * wrote, not what a server running from the folder has cached since: the site under test writes rendered
 * pages there while this copies, and a half-written file may be gone mid-copy.
 */
export function copyStandalone(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(standalone, dir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (path) => !isRuntimeCache(path),
  });
  let site: ChildProcess | undefined;
  return {
    dir,
    /** Starts the copy's production server, without a CMS: prerendered pages answer from the build. */
    async start(): Promise<StandaloneServer> {
      const port = await freePort();
      site = spawn('node', [join(dir, 'web', 'server', 'serve.mjs')], {
        env: { ...process.env, PORT: String(port), CMS_URL: `http://127.0.0.1:${await freePort()}` },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      site.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      site.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const running = site;
      return {
        port,
        output: () => output,
        state: () =>
          running.exitCode !== null
            ? 'exited'
            : output.includes('[server] listening')
              ? 'listening'
              : 'starting',
      };
    },
    async remove() {
      if (site) await stopProcess(site);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
