import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webSrc = 'apps/web/src';
/** Every web feature gets its own zone, so a new feature is fenced in without editing this file. */
const webFeatures = readdirSync(`${import.meta.dirname}/${webSrc}/features`, {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Core's import rules beyond IO, shared by its code and its tests. */
const coreDependencyRules = [
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
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'e2e/screenshots/**',
      'bench/out/**',
      '**/.stryker-tmp/**',
      '**/reports/**',
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
    // Type-aware rules where a forgotten await loses an error or a write: every program of the
    // repo with the tsconfig that type-checks it (the test ones, so tests are linted too).
    files: [
      'packages/core/src/**/*.ts',
      'apps/server/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'apps/web/vite.config.ts',
      'apps/web/build-plugins/**/*.ts',
      'e2e/{support,tests}/**/*.ts',
      'bench/*.ts',
      'bench/lib/**/*.ts',
    ],
    languageOptions: {
      parserOptions: {
        project: [
          'packages/core/tsconfig.test.json',
          'apps/server/tsconfig.test.json',
          'apps/web/tsconfig.json',
          'e2e/tsconfig.json',
          'bench/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
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
            ...coreDependencyRules,
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
            ...coreDependencyRules,
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
    // The web build's configuration and plugins run in Node, not in the browser.
    files: ['apps/web/vite.config.ts', 'apps/web/build-plugins/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Web layers (house style): app composes features; a feature owns its folder and reaches
    // only lib, components/ui and core; lib and components/ui know no feature and no app.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `${webSrc}/features/${feature}`,
              from: `${webSrc}/features`,
              except: [`./${feature}`],
              message:
                'features do not import each other: share through lib/ or compose in app/routes',
            })),
            {
              target: `${webSrc}/features`,
              from: `${webSrc}/app`,
              message: 'features do not import the app shell: move the shared piece to lib/',
            },
            {
              target: [`${webSrc}/components`, `${webSrc}/lib`],
              from: [`${webSrc}/features`, `${webSrc}/app`],
              message:
                'lib and components/ui are shared layers: they import no feature and not app',
            },
            {
              // The history store (history-store/README.md) is reached through its public entry;
              // the page's first script takes first-script.ts, which stays free of the rest.
              target: [
                `${webSrc}/app`,
                `${webSrc}/features`,
                `${webSrc}/components`,
                `${webSrc}/lib`,
                `${webSrc}/main.tsx`,
              ],
              from: `${webSrc}/history-store`,
              except: ['./index.ts', './first-script.ts'],
              message:
                'import the history store through history-store/index.ts (first-script.ts in main.tsx)',
            },
            {
              target: `${webSrc}/history-store`,
              from: [`${webSrc}/features`, `${webSrc}/app`],
              message: 'the history store imports no feature and not app: it is a shared layer',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'apps/server/src/routes',
              from: 'apps/server/src/routes',
              message:
                'a route imports no other route: share through http/, history/, services/ or repositories/',
            },
            {
              // The history's read path (apps/server/src/history/README.md) sits below the routes
              // that serve it, like services/ and repositories/.
              target: [
                'apps/server/src/history',
                'apps/server/src/services',
                'apps/server/src/repositories',
              ],
              from: 'apps/server/src/routes',
              message: 'routes use history/, services/ and repositories/, never the other way',
            },
          ],
        },
      ],
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
