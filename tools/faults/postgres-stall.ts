import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { registerBenchUser } from '../../bench/lib/accounts.ts';
import { sportsbookHistory } from '../../bench/lib/sportsbook-history.ts';
import type { Check } from './checks.ts';
import { upload } from './import-targets.ts';
import type { OwnPostgres } from './own-postgres.ts';
import { startServer } from './server-process.ts';

/** The server's DATABASE_STATEMENT_TIMEOUT_MS here; the client waits 2 s beyond it. */
const STATEMENT_TIMEOUT_MS = 1_000;
/**
 * Every request must be answered within this while PostgreSQL is frozen: the longer of the
 * client's wait for a statement (timeout + 2 s) and for a new connection (db/connection.ts,
 * 5 s), plus 1.5 s for a busy machine. Before, requests waited until PostgreSQL came back.
 */
const ANSWER_WITHIN_MS = Math.max(STATEMENT_TIMEOUT_MS + 2_000, 5_000) + 1_500;
const REQUESTS = 8;

interface Answer {
  status: number | 'no answer';
  ms: number;
  retryAfter: string | null;
}

/**
 * Freezes the script's own PostgreSQL (SIGSTOP on every one of its processes: connections stay
 * open and TCP reports nothing, as with a hung host) while requests come in: each must answer
 * 503 with Retry-After within the statement timeout and the client's wait, never hang for
 * TCP's minutes; after SIGCONT the server serves again by itself.
 */
export async function postgresStall(own: OwnPostgres): Promise<Check[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-faults-'));
  const url = await own.freshDatabase('stall');
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  });
  const frozen = { now: false };
  try {
    const user = await registerBenchUser(server.baseUrl);
    await upload(server.baseUrl, user.cookie, user.email, sportsbookHistory(200));
    const paths = [
      `/api/history/user-bets?email=${encodeURIComponent(user.email)}`,
      '/api/history/sports',
      '/api/health',
    ];
    const ask = async (pathname: string): Promise<Answer> => {
      const started = performance.now();
      try {
        const res = await fetch(server.baseUrl + pathname, {
          headers: { cookie: user.cookie },
          signal: AbortSignal.timeout(60_000),
        });
        await res.arrayBuffer();
        const ms = performance.now() - started;
        return { status: res.status, ms, retryAfter: res.headers.get('retry-after') };
      } catch {
        return { status: 'no answer', ms: performance.now() - started, retryAfter: null };
      }
    };
    own.signalAll('SIGSTOP');
    frozen.now = true;
    const during = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) => ask(paths[i % paths.length] ?? '/api/health')),
    );
    own.signalAll('SIGCONT');
    frozen.now = false;
    const resumed = performance.now();
    let back: Answer | undefined;
    while (performance.now() - resumed < 15_000) {
      back = await ask(paths[0] ?? '');
      if (back.status === 200) break;
    }
    const backAfterMs = performance.now() - resumed;
    const slowest = Math.max(...during.map((a) => a.ms));
    const statuses = during.map((a) => a.status).join(', ');
    console.log(
      `PostgreSQL frozen: ${REQUESTS} requests answered ${statuses}; slowest ${Math.round(slowest)} ms; serving again ${Math.round(backAfterMs)} ms after SIGCONT`,
    );
    return [
      {
        what: `PostgreSQL frozen: every request 503 with Retry-After (${statuses})`,
        ok: during.every((a) => a.status === 503 && a.retryAfter !== null),
      },
      {
        what: `PostgreSQL frozen: answered within ${ANSWER_WITHIN_MS} ms (slowest ${Math.round(slowest)} ms)`,
        ok: slowest <= ANSWER_WITHIN_MS,
      },
      {
        what: `PostgreSQL frozen: serving again ${Math.round(backAfterMs)} ms after it resumed (≤ 10 s)`,
        ok: back?.status === 200 && backAfterMs <= 10_000,
      },
      { what: 'PostgreSQL frozen: the server never exited', ok: server.exited() === null },
    ];
  } finally {
    if (frozen.now) own.signalAll('SIGCONT');
    if (server.exited() === null) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
