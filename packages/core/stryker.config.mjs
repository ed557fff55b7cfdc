// @ts-check
/**
 * Mutation testing of core's import, analytics and bets code (`npm run test:mutation`, or
 * `npx stryker run packages/core/stryker.config.mjs --mutate <file>` for one file).
 * Run from the repository root: every path below is relative to it.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  mutate: [
    'packages/core/src/import/**/*.ts',
    'packages/core/src/analytics/**/*.ts',
    'packages/core/src/bets/**/*.ts',
    '!packages/core/src/**/*.test.ts',
    '!packages/core/src/**/*.test-support.ts',
  ],
  testRunner: 'vitest',
  vitest: { configFile: 'packages/core/vitest.config.ts' },
  // In place rather than in a sandbox copy: some tests read fixtures by a path relative to the
  // repository, which a copy under .stryker-tmp/ would not resolve. Stryker restores the files
  // when it ends (also on Ctrl-C); do not edit core's sources while it runs.
  inPlace: true,
  // Vitest does not type-check, so Stryker need not add `// @ts-nocheck` to every file of the
  // repository (in place, that would rewrite them all while it runs): only the mutated files
  // are touched.
  disableTypeChecks: false,
  // Only mutants whose code or tests changed since the last run are tested again.
  incremental: true,
  incrementalFile: 'reports/mutation/core/stryker-incremental.json',
  concurrency: 2,
  // Added to each mutant's expected test time: headroom on a shared, loaded machine, so a run
  // that is merely slow is not counted as a timeout (timeouts count as killed).
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/core/index.html' },
  jsonReporter: { fileName: 'reports/mutation/core/mutation.json' },
  clearTextReporter: { allowColor: true, logTests: false, maxTestsToLog: 0 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
