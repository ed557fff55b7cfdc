import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The web test files that replace a module (vi.mock) or install a fake browser API on the
 * global object (fake-indexeddb): each runs with modules and globals of its own. Sharing a
 * worker, a mock hoisted in one file would meet the real module another file loaded first,
 * and a later file would find the fake IndexedDB and read another test's bets from it. Every
 * other web file shares its worker's modules.
 */
function webFilesWithFakes(): string[] {
  const src = fileURLToPath(new URL('apps/web/src', import.meta.url));
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) =>
      /\bvi\.(do)?[mM]ock\(|['"]fake-indexeddb/.test(fs.readFileSync(path.join(src, file), 'utf8')),
    )
    .map((file) => `src/${file.split(path.sep).join('/')}`);
}
const webFaking = webFilesWithFakes();
const webProject = {
  extends: 'apps/web/vite.config.ts',
  test: {
    root: 'apps/web',
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // userEvent typing through Mantine forms is slow on a loaded two-core machine.
    testTimeout: 20_000,
  },
} as const;

// One project per suite so the output names each: the server suites run the same files on
// SQLite and on PostgreSQL (see apps/server/src/test/database.ts for how each gets a fresh
// database), e2e drives Chromium against the built app served by the real server.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores that ran every
    // file one by one while the main process (which transforms the modules) sat half idle.
    // Two workers there took the unit suites from 867 s to 569 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    reporters: ['default', './tools/vitest-summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Pure functions: the files share each worker's modules (see the server's below).
          isolate: false,
          // fast-check properties run hundreds of cases: on a busy two-core machine that can
          // take several times the 5 s default, so give core the same headroom as the others.
          testTimeout: 30_000,
        },
      },
      {
        ...webProject,
        test: {
          ...webProject.test,
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: webFaking,
          // Each file still gets a fresh jsdom and the setup file's afterEach cleans the page,
          // storage and spies; loading React, Mantine and both languages' texts once per worker
          // instead of once per file took the web suite from 263 s to 114 s on two cores.
          isolate: false,
        },
      },
      {
        ...webProject,
        test: { ...webProject.test, name: 'web:mocks', include: webFaking },
      },
      {
        // The web build's own Node code (Vite plugins), outside the browser bundle.
        test: {
          name: 'web:build',
          root: 'apps/web',
          include: ['build-plugins/**/*.test.ts'],
          environment: 'node',
        },
      },
      ...(['sqlite', 'postgres'] as const).map((dialect) => ({
        test: {
          name: `server:${dialect}`,
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DIALECT: dialect },
          // The files share each worker's modules: every file builds its own app on its own
          // database (nothing of the server keeps state at module level), and loading the
          // server's modules once per worker instead of once per file took server:sqlite from
          // 190 s to 93 s on two cores.
          isolate: false,
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      })),
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // A page on a busy CI host can take seconds to settle; expect.poll's 1 s default made
          // first-paint checks flaky there. Tests that need another bound pass their own.
          expect: { poll: { timeout: 15_000 } },
          // One browser and one server for the whole suite; files run one after another.
          fileParallelism: false,
          // After the unit suites, never beside them (a browser, its server and two unit workers
          // on two cores made timing-sensitive pages miss their waits). Vitest 4.1 already runs a
          // project without file parallelism and in the default group last, by an implicit rule
          // that `isolate: false` or file parallelism would undo; the order is said here instead.
          // The unit projects stay in group 0 with maxWorkers slots; the total time is unchanged.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
