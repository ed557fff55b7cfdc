import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import {
  BET_WRITTEN_COLUMNS,
  parseBetfairJson,
  SELECTION_WRITTEN_COLUMNS,
  type BetRecord,
} from '@stakelab/core';
import { catalogueKey, UNKNOWN_SPORT } from '../apps/server/src/catalogue/catalogue-key.ts';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { betColumns, type SelectionColumns } from '../apps/server/src/repositories/bet-rows.ts';
import { createUserRow } from '../apps/server/src/test/factories.ts';
import { registerBenchUser } from './lib/accounts.ts';
import { median, type BenchFigure } from './lib/stats.ts';
import { startServerProcess } from './lib/server-process.ts';
import { sportsbookHistory } from './lib/sportsbook-history.ts';

const BETS = 10_000;
const RUNS = 3;

/** A fresh SQLite file with the server's schema and one user, as the server opens it. */
async function freshDatabase(dir: string): Promise<{ file: string; userId: number }> {
  const file = path.join(dir, `floor-${Date.now()}-${Math.random()}.sqlite`);
  const database = openDatabase({ dialect: 'sqlite', file });
  await migrateToLatest(database);
  const user = await createUserRow(database.db);
  await database.destroy();
  return { file, userId: user.id };
}

/**
 * The floor: parse the same file with the same importer and insert the same rows (bets, their
 * ids, selections, the user's own sports and competitions) with prepared statements in one
 * transaction: what any import must do at the least, with no HTTP, no worker, no planning.
 */
function floorOnce(data: string, file: string, userId: number): number {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  try {
    const started = performance.now();
    const { bets } = parseBetfairJson(data, { exchangeCommissionRatio: null });
    const insertSport = db.prepare(
      'insert into sports (name, name_key, owner_user_id) values (?, ?, ?) returning id',
    );
    const insertCompetition = db.prepare(
      'insert into competitions (sport_id, name, name_key, owner_user_id) values (?, ?, ?, ?) returning id',
    );
    // The columns and values an import writes (core's table, the server's betColumns).
    const insertBet = db.prepare(
      `insert into bets (${BET_WRITTEN_COLUMNS.join(', ')}) values (${BET_WRITTEN_COLUMNS.map((c) => `@${c}`).join(', ')}) returning id`,
    );
    const insertId = db.prepare(
      'insert into bet_source_ids (user_id, source_id, bet_id) values (?, ?, ?)',
    );
    const legColumns = ['bet_id', ...SELECTION_WRITTEN_COLUMNS] as const;
    const insertLeg = db.prepare(
      `insert into selections (${legColumns.join(', ')}) values (${legColumns.map((c) => `@${c}`).join(', ')})`,
    );
    const sports = new Map<string, number>();
    const competitions = new Map<string, number>();
    const sportId = (name: string) => {
      const key = catalogueKey(name);
      let id = sports.get(key);
      if (id === undefined) {
        id = (insertSport.get(name, key, userId) as { id: number }).id;
        sports.set(key, id);
      }
      return id;
    };
    const competitionId = (sport: number, name: string | null) => {
      if (name === null) return null;
      const key = `${sport}/${catalogueKey(name)}`;
      let id = competitions.get(key);
      if (id === undefined) {
        id = (
          insertCompetition.get(sport, name, catalogueKey(name), userId) as {
            id: number;
          }
        ).id;
        competitions.set(key, id);
      }
      return id;
    };
    const now = new Date();
    const insertAll = db.transaction((records: BetRecord[]) => {
      for (const bet of records) {
        const sport = sportId(bet.sport ?? UNKNOWN_SPORT);
        const place = {
          userId,
          sportId: sport,
          competitionId: competitionId(sport, bet.competition),
        };
        const { id } = insertBet.get(betColumns(bet, place, now, now.toISOString())) as {
          id: number;
        };
        for (const sourceId of new Set([bet.sourceBetId, ...bet.aliases]))
          insertId.run(userId, sourceId, id);
        bet.selections.forEach((leg, position) => {
          const legSport = sportId(leg.sport ?? bet.sport ?? UNKNOWN_SPORT);
          insertLeg.run({
            bet_id: id,
            position,
            name: leg.name,
            odds_milli: leg.oddsMilli,
            event_name: leg.eventName,
            market_name: leg.marketName,
            sport_id: legSport,
            competition_id: competitionId(legSport, leg.competition ?? bet.competition),
            result: leg.result,
          } satisfies SelectionColumns);
        });
      }
    });
    insertAll(bets);
    return performance.now() - started;
  } finally {
    db.close();
  }
}

/** One import over HTTP into a fresh server (SQLite), as the upload dialog's second call. */
async function httpImportOnce(data: string): Promise<number> {
  const server = await startServerProcess();
  try {
    const { cookie, email } = await registerBenchUser(server.baseUrl);
    const started = performance.now();
    const res = await fetch(`${server.baseUrl}/api/history/upload-betfair-json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ data, userEmail: email }),
    });
    const answer = (await res.json()) as { inserted?: number };
    const ms = performance.now() - started;
    if (answer.inserted !== BETS)
      throw new Error(`import: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
    return ms;
  } finally {
    await server.stop();
  }
}

/**
 * Import of 10,000 Sportsbook bets over HTTP (SQLite) beside the floor measured in the same run
 * (medians of 3 each, interleaved so a busy moment weighs on both): the target is twice the floor.
 */
export async function importFloorBenchmarks(): Promise<BenchFigure[]> {
  const data = sportsbookHistory(BETS);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stakelab-floor-'));
  try {
    const floors: number[] = [];
    const imports: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { file, userId } = await freshDatabase(dir);
      floors.push(floorOnce(data, file, userId));
      imports.push(await httpImportOnce(data));
    }
    const floor = Math.round(median(floors));
    const overHttp = Math.round(median(imports));
    console.log(
      `import floor: ${BETS} bets parsed and inserted with prepared statements ${floors.map(Math.round).join('/')} ms; over HTTP ${imports.map(Math.round).join('/')} ms`,
    );
    return [
      {
        name: `import 10,000 Sportsbook bets over HTTP, median of ${RUNS} (SQLite; target 2× the floor of ${floor} ms)`,
        value: overHttp,
        unit: 'ms',
        target: 2 * floor,
        better: 'lower',
      },
    ];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// `npx tsx bench/import-floor-bench.ts` (after `npm run build`) runs this scenario alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await importFloorBenchmarks());
}
