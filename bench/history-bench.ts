import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startServerProcess } from './lib/server-process.ts';
import { sportsbookHistory } from './lib/sportsbook-history.ts';

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  target: number;
  better: 'lower' | 'higher';
}

const BETS = 10_000;

async function register(baseUrl: string): Promise<{ cookie: string; email: string }> {
  const email = `bench${Date.now()}@example.com`;
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench${Date.now() % 1e9}`,
      first_name: 'Bench',
      last_name: 'Marker',
      gender: 'F',
      country: null,
      state: null,
      email,
      password_hash: 'bench12345',
      terms_accepted: true,
      terms_accepted_date: new Date().toISOString(),
      birth_date: '2000-01-01',
    }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  return { cookie, email };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Import 10,000 bets over HTTP, then read them back, on one database. */
async function benchDatabase(
  label: string,
  env: Record<string, string>,
  importTargetMs: number,
): Promise<BenchFigure[]> {
  const server = await startServerProcess(env);
  try {
    const { cookie, email } = await register(server.baseUrl);
    const body = JSON.stringify({ data: sportsbookHistory(BETS), userEmail: email });
    const rssBefore = server.rssMb();
    const started = performance.now();
    const res = await fetch(`${server.baseUrl}/api/history/upload-betfair-json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body,
    });
    const importMs = performance.now() - started;
    const answer = (await res.json()) as { inserted?: number; message?: string };
    if (answer.inserted !== BETS) throw new Error(`import on ${label}: ${JSON.stringify(answer)}`);
    const rssAfter = server.rssMb();
    console.log(
      `${label}: imported ${BETS} bets (${(body.length / 1048576).toFixed(1)} MB) in ${Math.round(importMs)} ms; server RSS ${rssBefore} → ${rssAfter} MB (+${rssAfter - rssBefore} MB)`,
    );

    const times: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const t = performance.now();
      const list = await fetch(
        `${server.baseUrl}/api/history/user-bets?email=${encodeURIComponent(email)}`,
        { headers: { cookie } },
      );
      await list.arrayBuffer();
      times.push(performance.now() - t);
    }
    return [
      {
        name: `import 10,000 Sportsbook bets over HTTP (${label})`,
        value: Math.round(importMs),
        unit: 'ms',
        target: importTargetMs,
        better: 'lower',
      },
      {
        name: `server memory growth during that import (${label})`,
        value: rssAfter - rssBefore,
        unit: 'MB',
        target: 500,
        better: 'lower',
      },
      {
        name: `user-bets with 10,000 bets, median of 15 (${label})`,
        value: Math.round(median(times)),
        unit: 'ms',
        target: 150,
        better: 'lower',
      },
    ];
  } finally {
    await server.stop();
  }
}

export async function historyBenchmarks(): Promise<BenchFigure[]> {
  const figures = await benchDatabase('SQLite', {}, 3000);
  const admin = new pg.Client({
    connectionString:
      process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  try {
    await admin.connect();
  } catch {
    console.warn('PostgreSQL not reachable: the PostgreSQL figures are skipped');
    return figures;
  }
  const name = `stakelab_bench_${Date.now()}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(
      process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    );
    url.pathname = `/${name}`;
    figures.push(...(await benchDatabase('PostgreSQL', { DATABASE_URL: url.toString() }, 5000)));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return figures;
}
