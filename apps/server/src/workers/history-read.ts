import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../db/schema.ts';
import { cachingStatements } from '../db/statement-cache.ts';
import { betIdsNewestFirst, betViewsJson } from '../repositories/bet-views-json.ts';

/** A whole-history read asked of the thread (services/history-read-thread.ts). */
export interface HistoryReadRequest {
  id: number;
  userId: number;
}

/**
 * A user's whole history, newest first: `ids[i]`'s BetView JSON is `body` from `ends[i - 1] + 1`
 * (0 for the first) to `ends[i]`, the texts joined by commas. Typed arrays, so the answer is
 * transferred, not copied: 100,000 bets are 106 MB of text.
 */
export type HistoryReadReply =
  | { id: number; ids: Float64Array; body: Uint8Array; ends: Uint32Array }
  | { id: number; failed: string };

/**
 * Reads whole histories on a SQLite connection of its own, off the event loop: for 100,000 bets
 * the database writes ~1 s of JSON, which on the process's reader held every other request.
 */
const connection = new SQLite((workerData as { file: string }).file);
connection.pragma('busy_timeout = 5000');
connection.pragma('query_only = ON');
const db = new Kysely<Database>({
  dialect: new SqliteDialect({ database: cachingStatements(connection) }),
});

async function read(
  userId: number,
): Promise<Omit<Extract<HistoryReadReply, { ids: unknown }>, 'id'>> {
  // One read transaction: the order and the texts are of the same moment (WAL snapshot).
  const [views, order] = await db
    .transaction()
    .execute(
      async (trx) =>
        [await betViewsJson(trx, 'sqlite', userId), await betIdsNewestFirst(trx, userId)] as const,
    );
  const texts = new Map(views.map((bet) => [bet.id, bet.view]));
  const ids: number[] = [];
  const ordered: string[] = [];
  let bytes = 0;
  for (const id of order) {
    const text = texts.get(id);
    if (text === undefined) continue;
    ids.push(id);
    ordered.push(text);
    bytes += Buffer.byteLength(text);
  }
  const commas = Math.max(0, ordered.length - 1);
  // Not from Buffer's shared pool: its memory is handed over whole.
  const body = Buffer.allocUnsafeSlow(bytes + commas);
  const ends = new Uint32Array(ordered.length);
  let offset = 0;
  ordered.forEach((text, i) => {
    if (i > 0) offset += body.write(',', offset, 'latin1');
    offset += body.write(text, offset);
    ends[i] = offset;
  });
  return { ids: Float64Array.from(ids), body, ends };
}

parentPort?.on('message', (message: HistoryReadRequest | 'stop') => {
  if (message === 'stop') {
    void db.destroy().finally(() => parentPort?.close());
    return;
  }
  const { id, userId } = message;
  read(userId).then(
    (answer) => {
      parentPort?.postMessage({ id, ...answer } satisfies HistoryReadReply, [
        answer.body.buffer as ArrayBuffer,
        answer.ids.buffer as ArrayBuffer,
        answer.ends.buffer as ArrayBuffer,
      ]);
    },
    (err: unknown) => {
      const failed = err instanceof Error ? err.message : String(err);
      parentPort?.postMessage({ id, failed } satisfies HistoryReadReply);
    },
  );
});
