import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { registerBenchUser } from './lib/accounts.ts';
import { median, type BenchFigure } from './lib/stats.ts';
import { startServerProcess } from './lib/server-process.ts';
import { sportsbookHistory } from './lib/sportsbook-history.ts';

const BETS = 10_000;

interface UploadAnswer {
  inserted?: number;
  unchanged?: number;
  message?: string;
}

/** Import 10,000 bets over HTTP, then read them back, on one database. */
async function benchDatabase(
  label: string,
  env: Record<string, string>,
  importTargetMs: number,
): Promise<BenchFigure[]> {
  const server = await startServerProcess(env);
  try {
    const { cookie, email } = await registerBenchUser(server.baseUrl);
    const data = sportsbookHistory(BETS);
    const upload = async (dryRun: boolean) => {
      const started = performance.now();
      const res = await fetch(`${server.baseUrl}/api/history/upload-betfair-json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ data, userEmail: email, dryRun }),
      });
      const answer = (await res.json()) as UploadAnswer;
      return { ms: performance.now() - started, answer };
    };
    const rssBefore = server.rssMb();
    // What the upload dialog does: a preview (same planning code, nothing written), then the import.
    const preview = await upload(true);
    if (preview.answer.inserted !== BETS) {
      throw new Error(`preview on ${label}: ${JSON.stringify(preview.answer).slice(0, 500)}`);
    }
    const imported = await upload(false);
    if (imported.answer.inserted !== BETS) {
      throw new Error(`import on ${label}: ${JSON.stringify(imported.answer).slice(0, 500)}`);
    }
    const importMs = preview.ms + imported.ms;
    const rssAfter = server.rssMb();
    // The same export again: every bet is matched, compared field by field and left unchanged.
    const again = await upload(false);
    if (again.answer.unchanged !== BETS || again.answer.inserted !== 0) {
      throw new Error(`re-import on ${label}: ${JSON.stringify(again.answer).slice(0, 500)}`);
    }
    console.log(
      `${label}: ${BETS} bets (${(data.length / 1048576).toFixed(1)} MB): preview ${Math.round(preview.ms)} ms + import ${Math.round(imported.ms)} ms; re-import (all unchanged) ${Math.round(again.ms)} ms; server RSS ${rssBefore} → ${rssAfter} MB (+${rssAfter - rssBefore} MB)`,
    );

    const listUrl = `${server.baseUrl}/api/history/user-bets?email=${encodeURIComponent(email)}`;
    /**
     * `serverMs`: until the answer's headers arrive. The server sends them with the body, once
     * it has built and gzipped it, so this is its time without the client's unzipping and
     * parsing (which `ms` includes).
     */
    const timedGet = async (url: string, headers: Record<string, string> = {}) => {
      const t = performance.now();
      const res = await fetch(url, { headers: { cookie, ...headers } });
      const serverMs = performance.now() - t;
      const body = Buffer.from(await res.arrayBuffer());
      return {
        ms: performance.now() - t,
        serverMs,
        status: res.status,
        etag: res.headers.get('etag'),
        body,
        wireBytes: Number(res.headers.get('content-length') ?? body.length),
      };
    };
    const readBets = (headers: Record<string, string> = {}) => timedGet(listUrl, headers);
    const changesUrl = `${server.baseUrl}/api/history/user-bets/changes`;
    const readChanges = async (since?: number) => {
      const answer = await timedGet(
        since === undefined ? changesUrl : `${changesUrl}?since=${since}`,
      );
      const parsed = JSON.parse(answer.body.toString()) as { version: number; bets: unknown[] };
      return { ...answer, version: parsed.version, bets: parsed.bets.length };
    };
    // The first read after the import: no history held yet, every bet is read.
    const firstEver = await readBets();
    // First read after a change: the server brings the history it holds up to date.
    const coldTimes: number[] = [];
    const coldServerTimes: number[] = [];
    const addBet = async () => {
      const added = await fetch(`${server.baseUrl}/api/history/add-bet-full`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          placedDate: new Date().toISOString(),
          sportName: 'Football',
          originalOdds_decimal: 2,
          status: 'WON',
          stake: 5,
        }),
      });
      if (!added.ok) throw new Error(`add-bet-full: ${added.status} ${await added.text()}`);
    };
    for (let i = 0; i < 5; i += 1) {
      await addBet();
      const read = await readBets();
      coldTimes.push(read.ms);
      coldServerTimes.push(read.serverMs);
    }
    // Reads with nothing changed in between (a new tab, another device): served by version.
    const times: number[] = [];
    for (let i = 0; i < 15; i += 1) times.push((await readBets()).ms);
    // A browser revalidating what it already has.
    const { etag } = await readBets();
    const revalidations: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const answer = await readBets({ 'if-none-match': etag ?? '' });
      if (answer.status !== 304) throw new Error(`expected 304, got ${answer.status}`);
      revalidations.push(answer.ms);
    }
    // The lean read: the whole history once, then one new bet since that version.
    await addBet();
    const full = await readChanges();
    const deltaServerTimes: number[] = [];
    let delta = { wireBytes: 0, bets: 0 };
    let version = full.version;
    for (let i = 0; i < 5; i += 1) {
      await addBet();
      const answer = await readChanges(version);
      if (answer.bets !== 1) throw new Error(`changes since ${version}: ${answer.bets} bets`);
      deltaServerTimes.push(answer.serverMs);
      delta = answer;
      version = answer.version;
    }
    console.log(
      `${label}: user-bets at ${BETS} bets: first read after a change ${Math.round(median(coldTimes))} ms (server ${Math.round(median(coldServerTimes))} ms), with no history held ${Math.round(firstEver.ms)} ms (server ${Math.round(firstEver.serverMs)} ms), unchanged ${Math.round(median(times))} ms, revalidated (304) ${Math.round(median(revalidations))} ms`,
    );
    console.log(
      `${label}: changes at ${BETS} bets: full after a change ${Math.round(full.ms)} ms (server ${Math.round(full.serverMs)} ms, ${full.wireBytes} bytes on the wire), one new bet ${Math.round(median(deltaServerTimes))} ms (${delta.wireBytes} bytes)`,
    );
    return [
      {
        name: `preview then import 10,000 Sportsbook bets over HTTP (${label})`,
        value: Math.round(importMs),
        unit: 'ms',
        target: importTargetMs,
        better: 'lower',
      },
      {
        name: `re-import the same 10,000 bets, all unchanged (${label})`,
        value: Math.round(again.ms),
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
      {
        name: `user-bets with 10,000 bets, first read after a change, median of 5 (${label})`,
        value: Math.round(median(coldTimes)),
        unit: 'ms',
        target: 400,
        better: 'lower',
      },
      {
        name: `user-bets with 10,000 bets, first read after a change, server time (to the headers), median of 5 (${label})`,
        value: Math.round(median(coldServerTimes)),
        unit: 'ms',
        target: 100,
        better: 'lower',
      },
      {
        name: `user-bets with 10,000 bets, first read with no history held, server time (${label})`,
        value: Math.round(firstEver.serverMs),
        unit: 'ms',
        target: 400,
        better: 'lower',
      },
      {
        name: `changes since the last version after one new bet, median of 5 (${label})`,
        value: Math.round(median(deltaServerTimes)),
        unit: 'ms',
        target: 20,
        better: 'lower',
      },
      {
        name: `whole history for a browser holding none, gzipped size (${label})`,
        value: full.wireBytes,
        unit: 'bytes',
        target: 409_600,
        better: 'lower',
      },
      {
        name: `changes since the last version after one new bet, size (${label})`,
        value: delta.wireBytes,
        unit: 'bytes',
        target: 10_240,
        better: 'lower',
      },
      {
        name: `user-bets with 10,000 bets, browser revalidation (304), median of 15 (${label})`,
        value: Math.round(median(revalidations)),
        unit: 'ms',
        target: 20,
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
