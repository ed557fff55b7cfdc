import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../db/schema.ts';
import { cachingStatements } from '../db/statement-cache.ts';
import { betIdsNewestFirst, betViewsJsonOf } from '../repositories/bet-views-json.ts';

/** A whole-history read asked of the thread (services/history-read-thread.ts). */
export interface HistoryReadRequest {
  id: number;
  userId: number;
}

/**
 * A run of the history in its order (newest first): `ids[i]`'s BetView JSON ends at `ends[i]`
 * in `body` and starts after the comma before it. Every slice but the first starts with that
 * comma, so the slices' bodies joined as they are make the whole list's inside.
 */
export interface HistorySlice {
  ids: Float64Array;
  body: Uint8Array;
  ends: Uint32Array;
}

/** What the thread answers: slices in order, then `done` (or `failed` instead). */
export type HistoryReadReply =
  { id: number; slice: HistorySlice } | { id: number; done: true } | { id: number; failed: string };

/** What the thread is started with (services/history-read-thread.ts). */
export interface HistoryReadSetup {
  file: string;
  /** Bets per slice. */
  sliceBets: number;
}

/**
 * Reads whole histories on a SQLite connection of its own, off the event loop: for 100,000 bets
 * the database writes ~1 s of JSON, which on the process's reader held every other request.
 * The history goes out in slices as they are written, so the main thread compresses the first
 * while the database writes the next.
 */
const { file, sliceBets } = workerData as HistoryReadSetup;
const connection = new SQLite(file);
connection.pragma('busy_timeout = 5000');
connection.pragma('query_only = ON');
const db = new Kysely<Database>({
  dialect: new SqliteDialect({ database: cachingStatements(connection) }),
});

function sliceOf(ids: readonly number[], texts: ReadonlyMap<number, string>, first: boolean) {
  const kept: number[] = [];
  const ordered: string[] = [];
  let bytes = 0;
  for (const id of ids) {
    const text = texts.get(id);
    if (text === undefined) continue;
    kept.push(id);
    ordered.push(text);
    bytes += Buffer.byteLength(text) + 1;
  }
  // Not from Buffer's shared pool: its memory is handed over whole.
  const body = Buffer.allocUnsafeSlow(first ? Math.max(0, bytes - 1) : bytes);
  const ends = new Uint32Array(ordered.length);
  let offset = 0;
  ordered.forEach((text, i) => {
    if (i > 0 || !first) offset += body.write(',', offset, 'latin1');
    offset += body.write(text, offset);
    ends[i] = offset;
  });
  return { ids: Float64Array.from(kept), body, ends };
}

async function read(id: number, userId: number): Promise<void> {
  // One read transaction: the order and every slice's texts are of the same moment (WAL).
  await db.transaction().execute(async (trx) => {
    const order = await betIdsNewestFirst(trx, userId);
    let first = true;
    for (let start = 0; start < order.length; start += sliceBets) {
      const ids = order.slice(start, start + sliceBets);
      const views = await betViewsJsonOf(trx, 'sqlite', userId, ids);
      const slice = sliceOf(ids, new Map(views.map((bet) => [bet.id, bet.view])), first);
      if (slice.ids.length === 0) continue;
      first = false;
      parentPort?.postMessage({ id, slice } satisfies HistoryReadReply, [
        slice.body.buffer as ArrayBuffer,
        slice.ids.buffer as ArrayBuffer,
        slice.ends.buffer as ArrayBuffer,
      ]);
    }
  });
  parentPort?.postMessage({ id, done: true } satisfies HistoryReadReply);
}

parentPort?.on('message', (message: HistoryReadRequest | 'stop') => {
  if (message === 'stop') {
    void db.destroy().finally(() => parentPort?.close());
    return;
  }
  read(message.id, message.userId).catch((err: unknown) => {
    const failed = err instanceof Error ? err.message : String(err);
    parentPort?.postMessage({ id: message.id, failed } satisfies HistoryReadReply);
  });
});
