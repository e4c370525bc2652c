import { expect, test } from '@playwright/test';

import { copyStandalone } from '../support/standalone-copy';

// An operator ships the standalone folder on its own (a container image). Inside the repository a module
// the build's trace left out is still found in the workspace's node_modules; only a copy elsewhere shows it.
test('the standalone server runs from a copy outside the repository', async () => {
  test.setTimeout(120_000);
  const copy = copyStandalone('belong-standalone-');
  try {
    const { port, output, state } = await copy.start();
    // A module missing from the folder ends the process at start-up: the wait ends then, with its output.
    await expect.poll(state, { timeout: 60_000 }).not.toBe('starting');
    expect(state(), output().slice(-2000)).toBe('listening');
    for (const [path, text] of [
      ['/nft-tickets', 'lang="en'],
      ['/ja/nft-tickets', 'lang="ja'],
    ]) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
      expect(response.status, `${path}\n${output().slice(-2000)}`).toBe(200);
      expect(await response.text(), path).toContain(text);
    }
  } finally {
    await copy.remove();
  }
});
