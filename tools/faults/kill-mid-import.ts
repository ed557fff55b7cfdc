import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { registerBenchUser } from '../../bench/lib/accounts.ts';
import { sportsbookHistory } from '../../bench/lib/sportsbook-history.ts';
import { startServer } from './server-process.ts';
import type { Check } from './checks.ts';

const BETS = 3000;

interface Target {
  label: string;
  env: Record<string, string>;
  /** Checks the stored data itself once no process holds it; returns what is wrong. */
  integrity(): Promise<string[]>;
}

async function upload(baseUrl: string, cookie: string, email: string, data: string) {
  const res = await fetch(`${baseUrl}/api/history/upload-betfair-json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ data, userEmail: email }),
  });
  return (await res.json()) as { inserted?: number; unchanged?: number; message?: string };
}

async function betCount(baseUrl: string, cookie: string, email: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/history/user-bets?email=${encodeURIComponent(email)}`, {
    headers: { cookie },
  });
  if (!res.ok) throw new Error(`user-bets: ${res.status}`);
  return ((await res.json()) as { bets: unknown[] }).bets.length;
}

/** Orphans that a half-written import would leave: legs, ids and changes without their bet. */
const ORPHANS = [
  'select count(*) as n from selections where bet_id not in (select id from bets)',
  'select count(*) as n from bet_source_ids where bet_id not in (select id from bets)',
  'select count(*) as n from bet_changes where bet_id not in (select id from bets)',
];

function sqliteTarget(dataDir: string): Target {
  return {
    label: 'SQLite',
    env: { DATA_DIR: dataDir },
    async integrity() {
      const db = new SQLite(path.join(dataDir, 'stakelab.sqlite'), { readonly: true });
      try {
        const problems: string[] = [];
        const check = db.pragma('integrity_check', { simple: true });
        if (check !== 'ok') problems.push(`integrity_check: ${String(check)}`);
        for (const query of ORPHANS) {
          const { n } = db.prepare(query).get() as { n: number };
          if (n !== 0) problems.push(`${n} orphans: ${query}`);
        }
        return problems;
      } finally {
        db.close();
      }
    },
  };
}

function postgresTarget(dataDir: string, url: string): Target {
  return {
    label: 'PostgreSQL',
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    async integrity() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const problems: string[] = [];
        for (const query of ORPHANS) {
          const n = Number((await client.query<{ n: string }>(query)).rows[0]?.n);
          if (n !== 0) problems.push(`${n} orphans: ${query}`);
        }
        return problems;
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Starts an import, kills the server with SIGKILL partway through, starts a new one on the
 * same data and checks the import is all there or absent, the data is sound, and running the
 * import again leaves exactly the file's bets. Kill points spread over a measured import.
 */
async function killMidImport(target: Target): Promise<Check[]> {
  const checks: Check[] = [];
  const data = sportsbookHistory(BETS);
  let server = await startServer(target.env);
  // One import in full first, to know how long one takes here.
  const probe = await registerBenchUser(server.baseUrl);
  const started = performance.now();
  await upload(server.baseUrl, probe.cookie, probe.email, data);
  const duration = performance.now() - started;
  console.log(`${target.label}: one import of ${BETS} bets takes ${Math.round(duration)} ms here`);

  for (const share of [0.3, 0.6, 0.9]) {
    const user = await registerBenchUser(server.baseUrl);
    const importing = upload(server.baseUrl, user.cookie, user.email, data).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, duration * share));
    await server.kill9();
    await importing;
    const problems = await target.integrity();
    server = await startServer(target.env);
    const count = await betCount(server.baseUrl, user.cookie, user.email);
    const again = await upload(server.baseUrl, user.cookie, user.email, data);
    const after = await betCount(server.baseUrl, user.cookie, user.email);
    const what = `${target.label}, killed at ${Math.round(share * 100)} % of an import`;
    checks.push(
      {
        what: `${what}: all or nothing (found ${count} of ${BETS})`,
        ok: count === 0 || count === BETS,
      },
      {
        what: `${what}: data sound${problems.length ? ` (${problems.join('; ')})` : ''}`,
        ok: problems.length === 0,
      },
      {
        what: `${what}: the import run again leaves ${after} bets (inserted ${again.inserted ?? '?'}, unchanged ${again.unchanged ?? '?'})`,
        ok: after === BETS && (again.inserted ?? 0) + (again.unchanged ?? 0) === BETS,
      },
    );
  }
  await server.stop();
  return checks;
}

export async function killMidImportOnBoth(postgresUrl: string | null): Promise<Check[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-faults-'));
  try {
    const checks = await killMidImport(sqliteTarget(dataDir));
    if (postgresUrl !== null) {
      checks.push(...(await killMidImport(postgresTarget(dataDir, postgresUrl))));
    }
    return checks;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
