import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { freePort } from '../support/ports';

const standalone = join(__dirname, '..', '..', '.next', 'standalone');
const isRuntimeCache = (path: string) => /[\\/]\.next[\\/](cache|server[\\/]route-cache)$/.test(path);

// An operator ships the standalone folder on its own (a container image). Inside the repository a module
// the build's trace left out is still found in the workspace's node_modules; only a copy elsewhere shows it.
test('the standalone server runs from a copy outside the repository', async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'belong-standalone-'));
  let site: ChildProcess | undefined;
  try {
    // What the build wrote, not what a server running from the folder has cached since: the site under
    // test writes rendered pages there while this copies, and a half-written file may be gone mid-copy.
    cpSync(standalone, dir, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (path) => !isRuntimeCache(path),
    });
    const port = await freePort();
    site = spawn('node', [join(dir, 'web', 'server', 'serve.mjs')], {
      // No CMS: prerendered pages answer from the build.
      env: { ...process.env, PORT: String(port), CMS_URL: `http://127.0.0.1:${await freePort()}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    site.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    site.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A module missing from the folder ends the process at start-up: the wait ends then, with its output.
    const state = () =>
      site?.exitCode !== null ? 'exited' : output.includes('[server] listening') ? 'listening' : 'starting';
    await expect.poll(state, { timeout: 60_000 }).not.toBe('starting');
    expect(state(), output.slice(-2000)).toBe('listening');
    for (const [path, text] of [
      ['/nft-tickets', 'lang="en'],
      ['/ja/nft-tickets', 'lang="ja'],
    ]) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
      expect(response.status, `${path}\n${output.slice(-2000)}`).toBe(200);
      expect(await response.text(), path).toContain(text);
    }
  } finally {
    site?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
});
