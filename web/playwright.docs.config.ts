import { defineConfig } from '@playwright/test';

import base from './playwright.config';

// `npm run docs:screenshots`: the editors' guide's pictures of the admin (tests/docs), on the same test
// stack and browser as the tests, in a project of their own that `npm test` never runs.
export default defineConfig({
  ...base,
  projects: [{ name: 'docs', testDir: './tests/docs' }],
});
