import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The server tests that exercise the security modules, on SQLite only, for Stryker
 * (stryker.config.mjs): their own tests, and the accounts API for the sessions it opens and
 * revokes. A mutant of module-level code reruns every test listed here, so the list is short.
 */
export default defineConfig({
  test: {
    name: 'server:mutation',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: [
      'src/net/*.test.ts',
      'src/plugins/*.test.ts',
      'src/cluster/counter-stores.test.ts',
      'src/routes/auth.test.ts',
    ],
    environment: 'node',
    env: { TEST_DIALECT: 'sqlite' },
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
