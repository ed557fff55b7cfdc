import { defineConfig } from 'vitest/config';

// Core's tests on their own, for StrykerJS (packages/core/stryker.config.mjs): the root config
// is a multi-project workspace, and Stryker would otherwise start the web, server and e2e
// suites for every mutant. Same settings as the root's `core` project.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Instrumented code that also counts coverage per test runs several times slower: the
    // fast-check properties (never-throws.test.ts) need far more than the 5 s default.
    testTimeout: 60_000,
  },
});
