import { defineConfig, globalIgnores } from 'eslint/config';

import { houseRules, typeAware } from '../eslint.base.mjs';

// The CMS's own code (bootstrap, routes, extensions, seed, mail), with the site's type-aware rules.
export default defineConfig([
  typeAware(import.meta.dirname),
  { files: ['**/*.ts', '**/*.tsx'], rules: houseRules },
  globalIgnores([
    'dist/**',
    '.strapi/**',
    '.tmp/**',
    'types/generated/**',
    'node_modules/**',
    '**/*.js',
    '**/*.mjs',
  ]),
]);
