import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module as a server with this build (or none) in its working directory loads it. */
async function withBuild(previewModeId: string | null) {
  const dir = mkdtempSync(join(tmpdir(), 'draft-cookie-'));
  if (previewModeId) {
    mkdirSync(join(dir, '.next'));
    writeFileSync(
      join(dir, '.next', 'prerender-manifest.json'),
      JSON.stringify({ routes: {}, preview: { previewModeId, previewModeSigningKey: 'k' } }),
    );
  }
  vi.spyOn(process, 'cwd').mockReturnValue(dir);
  vi.resetModules();
  return import('@/lib/preview/draft-cookie');
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('isDraftCookie', () => {
  it('accepts only the build’s own draft-mode id', async () => {
    const { isDraftCookie } = await withBuild('a1b2c3d4e5f6');
    expect(isDraftCookie('a1b2c3d4e5f6')).toBe(true);
    expect(isDraftCookie('a1b2c3d4e5f7')).toBe(false);
    expect(isDraftCookie('1')).toBe(false);
    expect(isDraftCookie('')).toBe(false);
    expect(isDraftCookie(undefined)).toBe(false);
  });

  it('accepts nothing in production without a build to compare with', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { isDraftCookie } = await withBuild(null);
    expect(isDraftCookie('anything')).toBe(false);
  });
});
