import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The server tests that exercise the security modules, on SQLite only, for Stryker
 * (stryker.config.mjs). The whole server suite on both databases would make one mutation run
 * take hours; these files cover every mutated line (Stryker runs only the covering tests).
 */
export default defineConfig({
  test: {
    name: 'server:mutation',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: [
      'src/net/*.test.ts',
      'src/plugins/*.test.ts',
      'src/routes/auth.test.ts',
      'src/routes/contact.test.ts',
      'src/routes/history-curl.test.ts',
      'src/routes/profile.test.ts',
      'src/routes/stakes.test.ts',
    ],
    environment: 'node',
    env: { TEST_DIALECT: 'sqlite' },
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
