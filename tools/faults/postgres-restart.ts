import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { registerBenchUser } from '../../bench/lib/accounts.ts';
import { sportsbookHistory } from '../../bench/lib/sportsbook-history.ts';
import type { Check } from './checks.ts';
import type { OwnPostgres } from './own-postgres.ts';
import { startServer } from './server-process.ts';

const LOAD_SECONDS = 14;
const STOP_AT_S = 3;
const DOWN_FOR_S = 3;
const CONCURRENCY = 16;

interface Outcome {
  at: number;
  status: number | 'network error';
}

/**
 * Restarts the script's own PostgreSQL while the server is under a steady read load: the server
 * must never exit, answer 503 (never 500) while the database is away, and serve again by
 * itself within seconds of it coming back.
 */
export async function postgresRestartUnderLoad(own: OwnPostgres): Promise<Check[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-faults-'));
  // TRUST_PROXY: each user registers from an address of its own (the per-address limit).
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: own.url,
    TRUST_PROXY: 'true',
  });
  try {
    // Users enough that no one has more whole-history reads at once than HISTORY_READS_PER_USER
    // (2) allows: a 429 there is a per-user limit at work, not the database coming back.
    const users = await Promise.all(
      Array.from({ length: CONCURRENCY / 2 }, async (_, i) => {
        const user = await registerBenchUser(server.baseUrl, `198.51.100.${i + 1}`);
        await fetch(`${server.baseUrl}/api/history/upload-betfair-json`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: user.cookie },
          body: JSON.stringify({ data: sportsbookHistory(200), userEmail: user.email }),
        });
        return user;
      }),
    );
    const urlsOf = (user: (typeof users)[number]) => [
      `${server.baseUrl}/api/history/user-bets?email=${encodeURIComponent(user.email)}`,
      `${server.baseUrl}/api/history/sports`,
      `${server.baseUrl}/api/health`,
    ];
    const outcomes: Outcome[] = [];
    const t0 = performance.now();
    const seconds = () => (performance.now() - t0) / 1000;
    const worker = async (n: number) => {
      const user = users[n % users.length] ?? users[0];
      if (!user) return;
      const urls = urlsOf(user);
      for (let i = n; seconds() < LOAD_SECONDS; i += 1) {
        const at = seconds();
        try {
          const res = await fetch(urls[i % urls.length] ?? '', {
            headers: { cookie: user.cookie },
            signal: AbortSignal.timeout(10_000),
          });
          await res.arrayBuffer();
          outcomes.push({ at, status: res.status });
        } catch {
          outcomes.push({ at, status: 'network error' });
        }
      }
    };
    const outage = (async () => {
      await new Promise((resolve) => setTimeout(resolve, STOP_AT_S * 1000));
      await own.stop();
      const stoppedAt = seconds();
      await new Promise((resolve) => setTimeout(resolve, DOWN_FOR_S * 1000));
      await own.start();
      return { stoppedAt, backAt: seconds() };
    })();
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, n) => worker(n)));
    const { stoppedAt, backAt } = await outage;

    const count = (status: Outcome['status'], from = 0, to = Infinity) =>
      outcomes.filter((o) => o.status === status && o.at >= from && o.at < to).length;
    const firstOk = outcomes
      .filter((o) => o.status === 200 && o.at >= backAt)
      .reduce((min, o) => Math.min(min, o.at), Infinity);
    const lastSecond = outcomes.filter((o) => o.at >= LOAD_SECONDS - 2);
    const statuses = [...new Set(outcomes.map((o) => o.status))]
      .map((s) => `${s}: ${count(s)}`)
      .join(', ');
    console.log(
      `PostgreSQL restart: stopped at ${stoppedAt.toFixed(1)} s, back at ${backAt.toFixed(1)} s; ${outcomes.length} requests (${statuses}); first success after it came back: ${(firstOk - backAt).toFixed(2)} s`,
    );
    return [
      { what: 'PostgreSQL restart: the server never exited', ok: server.exited() === null },
      {
        what: `PostgreSQL restart: no 500 (${count(500)}) and no dropped connection (${count('network error')})`,
        ok: count(500) === 0 && count('network error') === 0,
      },
      {
        what: `PostgreSQL restart: 503 while it was away (${count(503, stoppedAt, backAt)})`,
        ok: count(503, stoppedAt, backAt) > 0,
      },
      {
        what: `PostgreSQL restart: serving again ${(firstOk - backAt).toFixed(2)} s after it came back (≤ 5 s)`,
        ok: firstOk - backAt <= 5,
      },
      {
        what: `PostgreSQL restart: the last 2 s all succeed (${lastSecond.filter((o) => o.status === 200).length} of ${lastSecond.length})`,
        ok: lastSecond.length > 0 && lastSecond.every((o) => o.status === 200),
      },
    ];
  } finally {
    if (server.exited() === null) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
