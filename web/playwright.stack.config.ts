import { defineConfig } from '@playwright/test';

import base from './playwright.config';

// The production stack's own suite (nginx, two replicas, Redis, PostgreSQL), started by `npm test`
// (scripts/test.mjs) after the main suite: serving, publishing and faults. One test at a time: the
// fault tests stop parts of the stack the others would be reading.
export default defineConfig({
  ...base,
  workers: 1,
  timeout: 120_000,
  projects: [
    {
      name: 'serving',
      testDir: './tests/stack',
      testMatch: [
        'serving.spec.ts',
        'abuse.spec.ts',
        'ticket-capacity.spec.ts',
        'organizer-postgres.spec.ts',
      ],
    },
    // Stops parts of the stack: after the tests that need all of it.
    { name: 'faults', testDir: './tests/stack', testMatch: 'faults.spec.ts', dependencies: ['serving'] },
  ],
});
