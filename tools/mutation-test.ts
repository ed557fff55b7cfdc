import { existsSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { Stryker } from '@stryker-mutator/core';

/**
 * `npm run test:mutation`: StrykerJS on core (import, analytics, bets), then on the server's
 * security modules when their config exists, then one score per folder. Incremental: each
 * config keeps its last results under reports/mutation/, so a second run only tests the
 * mutants whose code or tests changed. Run from the repository root (every config's paths
 * are relative to it). Extra arguments are Stryker's, e.g. `-- --force` to test every mutant.
 */

const CONFIGS = ['packages/core/stryker.config.mjs', 'apps/server/stryker.config.mjs'];

type MutantResult = Awaited<ReturnType<Stryker['runMutationTest']>>[number];
type Counts = Record<'killed' | 'timeout' | 'survived' | 'noCoverage' | 'errors', number>;

const force = process.argv.includes('--force');
const unknown = process.argv.slice(2).filter((arg) => arg !== '--force');
if (unknown.length > 0) {
  console.error(`Unknown arguments: ${unknown.join(' ')} (only --force is understood)`);
  process.exit(2);
}

const perFolder = new Map<string, Counts>();
for (const configFile of CONFIGS) {
  if (!existsSync(configFile)) {
    console.log(`\n${configFile} does not exist: skipped.`);
    continue;
  }
  console.log(`\nStrykerJS with ${configFile}`);
  const results = await new Stryker({ configFile, ...(force ? { force } : {}) }).runMutationTest();
  for (const result of results) count(result);
}

printScores(perFolder);

function count(result: MutantResult): void {
  const folder = relative(process.cwd(), dirname(result.fileName));
  const counts = perFolder.get(folder) ?? {
    killed: 0,
    timeout: 0,
    survived: 0,
    noCoverage: 0,
    errors: 0,
  };
  switch (result.status) {
    case 'Killed':
      counts.killed += 1;
      break;
    case 'Timeout':
      counts.timeout += 1;
      break;
    case 'Survived':
      counts.survived += 1;
      break;
    case 'NoCoverage':
      counts.noCoverage += 1;
      break;
    case 'CompileError':
    case 'RuntimeError':
      counts.errors += 1;
      break;
    // Ignored (a `Stryker disable` comment) and Pending mutants are not scored.
  }
  perFolder.set(folder, counts);
}

/**
 * Stryker's mutation score: detected (killed + timed out) over every valid mutant (detected,
 * survived, not covered by any test); mutants that do not compile or crash do not count.
 */
function score(c: Counts): string {
  const valid = c.killed + c.timeout + c.survived + c.noCoverage;
  return valid === 0 ? 'n/a' : `${((100 * (c.killed + c.timeout)) / valid).toFixed(2)} %`;
}

function printScores(folders: Map<string, Counts>): void {
  if (folders.size === 0) return;
  const rows = [...folders].sort(([a], [b]) => a.localeCompare(b));
  const total: Counts = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, errors: 0 };
  for (const [, c] of rows) {
    for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += c[key];
  }
  const width = Math.max(...rows.map(([folder]) => folder.length), 'all'.length);
  const line = (name: string, c: Counts) =>
    `${name.padEnd(width)}  ${score(c).padStart(8)}  ${[
      c.killed,
      c.timeout,
      c.survived,
      c.noCoverage,
      c.errors,
    ]
      .map((n) => String(n).padStart(8))
      .join('  ')}`;
  console.log('\nMutation score per folder');
  console.log(
    `${'folder'.padEnd(width)}  ${'score'.padStart(8)}  ${[
      'killed',
      'timeout',
      'survived',
      'no cov',
      'errors',
    ]
      .map((h) => h.padStart(8))
      .join('  ')}`,
  );
  for (const [folder, c] of rows) console.log(line(folder, c));
  console.log(line('all', total));
}
