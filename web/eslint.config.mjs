import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

import { houseRules, typeAware } from '../eslint.base.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  // Type-aware rules (floating and misused promises, unsafe `any`, unbound methods) on the TypeScript.
  typeAware(import.meta.dirname),
  { rules: { ...houseRules, 'no-console': ['error', { allow: ['warn', 'error'] }] } },
  globalIgnores(['.next/**', '.next-test/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
]);
