import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'e2e/screenshots/**',
      'bench/out/**',
      'reports/**',
      '.stryker-tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'no-console': 'off',
    },
  },
  {
    // The domain core stays pure: no IO, no clock, no i18n, no framework.
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'child_process'],
              message: 'core does no IO',
            },
            {
              group: [
                'react',
                'react-*',
                '@mantine/*',
                'i18next',
                'fastify',
                'kysely',
                'pg',
                'better-sqlite3',
              ],
              message: 'core is framework-free',
            },
            { group: ['@stakelab/*'], message: 'core depends on nothing of ours' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'pass time in as an argument',
        },
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'pass time in as an argument',
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'process'],
    },
  },
  {
    // Core's tests read their fixtures from disk (node:fs, node:path); the code under test
    // stays pure, and every other restriction of core still applies to the tests.
    files: ['packages/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:*',
                '!node:fs',
                '!node:path',
                'fs',
                'path',
                'http',
                'https',
                'net',
                'child_process',
              ],
              message: 'core does no IO (tests may read fixtures with node:fs and node:path)',
            },
            {
              group: [
                'react',
                'react-*',
                '@mantine/*',
                'i18next',
                'fastify',
                'kysely',
                'pg',
                'better-sqlite3',
              ],
              message: 'core is framework-free',
            },
            { group: ['@stakelab/*'], message: 'core depends on nothing of ours' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@stakelab/server'],
              message: 'the web talks to the server over HTTP only',
            },
            { group: ['node:*'], message: 'browser code' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@stakelab/web'],
              message: 'the server does not import the web app',
            },
          ],
        },
      ],
    },
  },
  prettier,
);
