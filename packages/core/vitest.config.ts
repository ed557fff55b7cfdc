import { defineConfig } from 'vitest/config';

// Core's tests on their own, for StrykerJS (packages/core/stryker.config.mjs): the root config
// is a multi-project workspace, and Stryker would otherwise start the web, server and e2e
// suites for every mutant. The root's `core` project, but for one file (below).
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    // The never-throws properties (thousands of random texts) cover nearly every importer
    // line, so Stryker would run them, 10+ s, for each importer mutant that survives the other
    // tests, while they rarely tell a mutant apart (they only ask "ImportFormatError or a
    // result?"). Left out here, the score is the one the example tests earn; npm test runs them.
    // The shared suites (real exports and the spec's fixtures, read from ../shared when it is
    // there) are left out too: a fresh clone has no such folder, so the score is the one the
    // repository's own tests earn, and a 1,858-bet export per mutant would take hours.
    exclude: [
      'src/import/never-throws.test.ts',
      'src/import/real-world.test.ts',
      'src/import/spec-fixtures.test.ts',
    ],
    environment: 'node',
    // Instrumented code that also counts coverage per test runs several times slower: the
    // fast-check properties (analytics, the StakeLab CSV round trip) need more than 5 s.
    testTimeout: 60_000,
  },
});
