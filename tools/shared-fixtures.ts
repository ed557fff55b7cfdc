import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'vitest';

/**
 * Optional suites over fixtures kept beside the repository, in `../shared/fixtures/<folder>`
 * (the product specification's examples, recorded real-world files). A clone has no such
 * folder, so the repository's own fixtures are what must always pass; these suites add the
 * outside examples where they are present. Absent, a suite prints one SKIPPED line and is
 * skipped; with REQUIRE_SHARED=1 (a run that must cover them) it fails instead.
 */

/** This file sits in tools/, one level below the repository root. */
const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '..');

/** `../shared/fixtures/<folder>` as an absolute path, next to the repository root. */
export function sharedFixturesPath(folder: string): string {
  return path.resolve(REPOSITORY_ROOT, '..', 'shared', 'fixtures', folder);
}

/**
 * `describe(suite)` over `../shared/fixtures/<folder>`: `body` gets the folder's absolute path
 * and declares the tests. The folder is checked once, when the test file is collected.
 */
export function describeSharedFixtures(
  suite: string,
  folder: string,
  body: (dir: string) => void,
): void {
  const dir = sharedFixturesPath(folder);
  if (fs.existsSync(dir)) {
    describe(suite, () => body(dir));
    return;
  }
  const missing = `../shared/fixtures/${folder} not found`;
  if (process.env.REQUIRE_SHARED === '1') {
    describe(suite, () => {
      it(`needs ../shared/fixtures/${folder}`, () => {
        throw new Error(`${missing} (looked in ${dir}) and REQUIRE_SHARED=1`);
      });
    });
    return;
  }
  console.warn(
    `SKIPPED shared suite "${suite}": ${missing} (set REQUIRE_SHARED=1 to make this a failure)`,
  );
  // Skipped, not silently absent: the run's summary counts it.
  describe.skip(suite, () => {
    it(`needs ../shared/fixtures/${folder}`, () => undefined);
  });
}
