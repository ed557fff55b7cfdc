import type { Check } from './checks.ts';
import { diskFullOnSqlite } from './disk-full.ts';
import { killMidImportOnBoth } from './kill-mid-import.ts';
import { createOwnPostgres } from './own-postgres.ts';
import { postgresRestartUnderLoad } from './postgres-restart.ts';
import { postgresStall } from './postgres-stall.ts';
import { sigtermOnBoth } from './sigterm.ts';
import { sigtermDuringSlowSmtp } from './sigterm-slow-smtp.ts';
import { smtpOutageOnBoth } from './smtp-outage.ts';
import { staleStatisticsOnPostgres } from './stale-statistics.ts';
import { startTogetherOnBoth } from './start-together.ts';

/**
 * `npm run test:faults` (run in CI): what the server does when parts of its world fail. Each
 * scenario prints what it saw; the script exits 1 when anything is not as it should be.
 * Needs the built server (the npm script builds it) and, for the PostgreSQL parts, the
 * PostgreSQL binaries (initdb, pg_ctl): without them those parts are skipped with a loud line,
 * or fail with REQUIRE_POSTGRES=1 (CI).
 */
const checks: Check[] = [];
/**
 * FAULTS=name,name runs only those scenarios (the names below), e.g.
 * `FAULTS=stale-statistics npm run test:faults`; unset, all of them.
 */
const only = process.env.FAULTS?.split(',').map((name) => name.trim());
const wanted = (name: string) => only === undefined || only.includes(name);
const ownNeeded = [
  'start-together',
  'kill-mid-import',
  'sigterm',
  'smtp-outage',
  'postgres-restart',
  'postgres-stall',
];
const own = !ownNeeded.some(wanted)
  ? null
  : await createOwnPostgres().catch((err: unknown) => {
      console.error(`Could not start a PostgreSQL of our own: ${String(err)}`);
      return null;
    });
if (own === null && ownNeeded.some(wanted)) {
  const line = 'SKIPPED fault scenarios on PostgreSQL: no PostgreSQL binaries to start one';
  console.warn(line);
  if (process.env.REQUIRE_POSTGRES === '1') checks.push({ what: line, ok: false });
}
try {
  if (wanted('start-together'))
    checks.push(
      ...(await startTogetherOnBoth((await own?.freshDatabase('start_together')) ?? null)),
    );
  if (wanted('kill-mid-import')) checks.push(...(await killMidImportOnBoth(own?.url ?? null)));
  if (wanted('sigterm'))
    checks.push(...(await sigtermOnBoth((await own?.freshDatabase('sigterm')) ?? null)));
  if (wanted('sigterm-slow-smtp')) checks.push(...(await sigtermDuringSlowSmtp()));
  if (wanted('disk-full')) checks.push(...(await diskFullOnSqlite()));
  if (wanted('smtp-outage'))
    checks.push(...(await smtpOutageOnBoth((await own?.freshDatabase('smtp_outage')) ?? null)));
  if (own && wanted('postgres-restart')) checks.push(...(await postgresRestartUnderLoad(own)));
  if (own && wanted('postgres-stall')) checks.push(...(await postgresStall(own)));
  // Starts a cluster of its own with autovacuum off.
  if (wanted('stale-statistics')) checks.push(...(await staleStatisticsOnPostgres()));
} finally {
  await own?.remove();
}

console.log('');
for (const check of checks)
  console.log(`${check.skipped ? 'SKIP' : check.ok ? 'ok  ' : 'FAIL'}  ${check.what}`);
const failed = checks.filter((c) => !c.ok).length;
console.log(`\n${checks.length - failed} of ${checks.length} fault checks as they should be`);
process.exit(failed === 0 ? 0 : 1);
