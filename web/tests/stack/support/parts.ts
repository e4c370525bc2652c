import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect } from '@playwright/test';

/** The stack's parts, as `scripts/stack.mjs` names them. */
export type Part = 'postgres' | 'redis' | 'cms' | 'web-1' | 'web-2' | 'nginx';

export const runDir = process.env.STACK_RUN_DIR ?? '';
export const replicaUrls = (process.env.REPLICA_URLS ?? '').split(',').filter(Boolean);
export const cmsUrl = process.env.CMS_URL ?? '';

export const pidOf = (part: Part) => Number(readFileSync(join(runDir, `${part}.pid`), 'utf8'));

/**
 * Stops a part the way a crash or an operator would (its whole process group) and keeps it down until
 * `release()`: the stack's supervisor then starts it again.
 */
export function stop(part: Part, signal: NodeJS.Signals = 'SIGKILL') {
  const hold = join(runDir, `${part}.hold`);
  writeFileSync(hold, '');
  const pid = pidOf(part);
  process.kill(-pid, signal);
  return {
    pid,
    release: () => rmSync(hold, { force: true }),
  };
}

/** Waits until the supervisor has started the part again (a new process id) and it answers. */
export async function restarted(
  part: Part,
  oldPid: number,
  answers: () => boolean | Promise<boolean>,
  timeout = 90_000,
) {
  await expect.poll(() => pidOf(part), { timeout }).not.toBe(oldPid);
  await expect
    .poll(
      () =>
        Promise.resolve()
          .then(answers)
          .catch(() => false),
      { timeout, intervals: [500] },
    )
    .toBe(true);
}

/** What the parts have written to their logs from now on (each part appends to `<part>.log`). */
export function logsFromNow(...parts: Part[]) {
  const logOf = (part: Part) => join(runDir, `${part}.log`);
  const read = (part: Part) => (existsSync(logOf(part)) ? readFileSync(logOf(part), 'utf8') : '');
  const start = new Map(parts.map((part) => [part, read(part).length]));
  return () => parts.map((part) => read(part).slice(start.get(part))).join('\n');
}

export const held = (part: Part) => existsSync(join(runDir, `${part}.hold`));

export async function answers(url: string, status = 200): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  return response.status === status;
}
