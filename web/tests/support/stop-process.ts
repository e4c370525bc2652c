import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/**
 * Stops a server a test started: SIGTERM, then SIGKILL if it has not exited within `graceMs`. A server
 * left running after its test (its shutdown waiting on a request) kept a core busy for the rest of a run
 * once the test's worker, which held its output pipes, had gone.
 */
export async function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  try {
    await exited;
  } finally {
    clearTimeout(timer);
  }
}
