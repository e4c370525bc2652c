// Runs one of the repository's start scripts the way the tests and benchmarks need it: in its own process
// group (stopping it stops everything it started), its output kept in memory and in a log file, only its
// progress lines (`[<prefix>] ...`, with the seconds since it began) on the console.
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

import { root } from './setup.mjs';

export function startWatched({ script, env, logFile, prefix }) {
  const output = { text: '' };
  const started = Date.now();
  const child = spawn('node', [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      const text = chunk.toString();
      output.text += text;
      appendFileSync(logFile, text);
      // Each progress line with the seconds since the script began: where a start-up spends its time.
      const seconds = `${Math.round((Date.now() - started) / 1000)} s`;
      for (const line of text.split('\n'))
        if (line.startsWith(`[${prefix}]`)) console.log(`${line}  (${seconds})`);
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
  return {
    tail: (lines = 60) => output.text.split('\n').slice(-lines).join('\n'),
    /** Resolves once the script prints `[<prefix>] ready`; rejects if it exits or takes too long. */
    async ready(timeoutMs = 30 * 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!output.text.includes(`[${prefix}] ready`)) {
        if (child.exitCode !== null) throw new Error(`${script} exited before it was ready`);
        if (Date.now() > deadline) throw new Error(`${script} was not ready in time`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
    /** Stops it and waits until it has exited. */
    async stop() {
      const exited = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null;
      kill();
      await exited;
    },
  };
}
