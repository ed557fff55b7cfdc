import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { registerBenchUser } from '../../bench/lib/accounts.ts';
import { sportsbookHistory } from '../../bench/lib/sportsbook-history.ts';
import type { Check } from './checks.ts';
import { upload } from './import-targets.ts';
import { createOwnPostgres } from './own-postgres.ts';
import { startServer } from './server-process.ts';

const BETS = 4000;
const TARGET_MS = 2000;

/**
 * The first whole-history read right after a large import, with the planner's statistics from
 * before it (issue 30: 4,000 bets took 58 s when the legs were joined per bet). The cluster is
 * our own with autovacuum off, so the statistics stay exactly as this scenario leaves them:
 * analysed while the tables held a few bets of another user, then 4,000 bets imported.
 */
export async function staleStatisticsOnPostgres(): Promise<Check[]> {
  const own = await createOwnPostgres({ autovacuum: 'off' });
  if (own === null) {
    return [{ what: 'stale statistics: SKIPPED, no PostgreSQL binaries', ok: true, skipped: true }];
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-faults-'));
  try {
    const url = await own.freshDatabase('stale_stats');
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: url });
    try {
      const early = await registerBenchUser(server.baseUrl);
      await upload(server.baseUrl, early.cookie, early.email, sportsbookHistory(20, 900_000));
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query('analyze');
      await client.end();

      // Once in one import (which analyses the tables before it answers: services/
      // import-statistics.ts), once in five imports of 800 (each under that threshold, so the
      // statistics stay stale and only the history query's own plan keeps it quick).
      const checks: Check[] = [];
      for (const parts of [1, 5]) {
        const user = await registerBenchUser(server.baseUrl);
        const size = BETS / parts;
        for (let part = 0; part < parts; part += 1) {
          const data = sportsbookHistory(size, parts * 100_000 + part * size);
          const imported = await upload(server.baseUrl, user.cookie, user.email, data);
          if (imported.status !== 200)
            console.log(`stale statistics: import ${String(imported.status)}`);
        }
        const started = performance.now();
        const res = await fetch(
          `${server.baseUrl}/api/history/user-bets?email=${encodeURIComponent(user.email)}`,
          { headers: { cookie: user.cookie }, signal: AbortSignal.timeout(600_000) },
        );
        const body = (await res.json()) as { bets?: unknown[] };
        const ms = performance.now() - started;
        const count = body.bets?.length ?? 0;
        const how = parts === 1 ? 'one import' : `${parts} imports of ${size}`;
        console.log(
          `stale statistics: ${how}; first whole-history read ${Math.round(ms)} ms, ${count} bets`,
        );
        checks.push({
          what: `stale statistics, ${how}: first read of ${count} of ${BETS} bets in ${Math.round(ms)} ms (< ${TARGET_MS} ms)`,
          ok: res.status === 200 && count === BETS && ms < TARGET_MS,
        });
      }
      return checks;
    } finally {
      if (server.exited() === null) await server.stop();
    }
  } finally {
    await own.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
