import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // next-themes sits at the repository root, beside the CMS's React 18: render it with the site's 19.
    dedupe: ['react', 'react-dom'],
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/unit/support/server-only.ts', import.meta.url)),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/unit/support/sqlite-binding.ts'],
    environment: 'node',
    // next-intl imports `next/navigation` without an extension; bundled by Vite it resolves.
    server: { deps: { inline: ['next-intl', 'next-themes'] } },
  },
});
