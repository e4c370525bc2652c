import { join } from 'node:path';

/**
 * The build the tests run against: `npm test` builds into web/.next-test (scripts/lib/test-stack.mjs) and
 * says so in SITE_BUILD_DIR; a run against `npm start` reads web/.next.
 */
export const buildDir = join(__dirname, '..', '..', process.env.SITE_BUILD_DIR || '.next');
