// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Mutation testing of the server's security modules: `npm run test:mutation` from the root,
 * or `npx stryker run` here. Stryker resolves every path from its working directory, so they
 * are written relative to this folder and turned into paths from wherever it was started.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const fromHere = (file) => path.relative(process.cwd(), path.join(here, file)) || '.';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: [
    'src/net/safe-fetch.ts',
    'src/plugins/session.ts',
    'src/plugins/origin-check.ts',
    'src/plugins/rate-limits.ts',
    'src/cluster/counter-store.ts',
    'src/cluster/memory-counter-store.ts',
  ].map(fromHere),
  testRunner: 'vitest',
  vitest: { configFile: fromHere('vitest.mutation.config.ts'), related: false },
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // A worker restarted after a timeout imports the app again (tens of seconds on a busy
  // machine): a shorter allowance turns slow runs into false timeouts.
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress'],
  clearTextReporter: { allowColor: false, logTests: false },
  incremental: true,
  // Git-ignored, like the .stryker-tmp sandboxes.
  incrementalFile: fromHere('reports/stryker-incremental.json'),
};
