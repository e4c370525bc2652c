import 'server-only';

import { join } from 'node:path';

/**
 * A file of the build this server runs (its `prerender-manifest.json`, say): under `.next`, or the folder
 * the build was made in (SITE_BUILD_DIR: the tests' `.next-test`, next.config's `distDir`).
 */
export function buildFile(name: string): string {
  return join(process.cwd(), process.env.SITE_BUILD_DIR || '.next', name);
}
