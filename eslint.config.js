import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist.builds/',
      'packages/*/dist/',
      '.astro/',
      'data/',
      '.tmp/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Browser tests scan with the project's axe setup (tests/e2e/support/axe.ts, issue 38).
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support/axe.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'axe-core',
              message: "Use AxeBuilder or expectNoAxeViolations from './support/axe.ts'.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
