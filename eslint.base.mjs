import tseslint from 'typescript-eslint';

/** What both workspaces lint their TypeScript with: typescript-eslint's type-aware rules. */
export const typeAware = (tsconfigRootDir) => ({
  files: ['**/*.{ts,tsx}'],
  extends: [tseslint.configs.recommendedTypeChecked],
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir } },
});

/** The house rules on top. */
export const houseRules = {
  '@typescript-eslint/no-explicit-any': 'error',
  '@typescript-eslint/consistent-type-imports': 'error',
  '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
};
