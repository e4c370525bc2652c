import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

// The CMS's own code (bootstrap, routes, extensions, seed, mail), with the site's type-aware rules.
export default defineConfig([
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
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
