import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { asciiJson } from '../http/ascii-json.ts';
import { betRowText, betViewText } from '../repositories/bet-view-text.ts';

/** What a thread starts with: the database and its two statements (historyReadSql). */
export interface HistoryReadSetup {
  file: string;
  /** (user id) → rows of (id), newest first. */
  orderSql: string;
  /** (user id, JSON array of bet ids) → rows of (id, bet, legs). */
  viewsSql: string;
  /** What viewsSql writes: BetView objects or the changes feed's rows. */
  format: 'objects' | 'rows';
  /** (user id) → the distinct values of each label column (services/bet-labels.ts). */
  labelsSql: Record<LabelColumn, string>;
}

type LabelColumn = 'bookmaker' | 'tipster' | 'tags';

/** What a history read thread is asked (services/history-read-threads.ts). */
export type HistoryReadRequest =
  /** The user's bet ids, newest first. */
  | { id: number; userId: number; order: true }
  /** The texts of these bets of the user's, in this order. */
  | { id: number; userId: number; ids: Float64Array }
  /** The distinct bookmakers, tipsters and tag lists of the user's bets. */
  | { id: number; userId: number; labels: true };

/**
 * A run of bets' BetView JSON texts joined by commas: `ids[i]`'s text ends at `ends[i]` in
 * `body` and starts after the comma before it (at 0 for the first).
 */
export interface HistorySlice {
  ids: Float64Array;
  body: Uint8Array;
  ends: Uint32Array;
}

/** Ends the thread once what it is reading is answered (see the message handler below). */
export type HistoryReadStop = 'stop';

export type HistoryReadReply =
  | { id: number; order: Float64Array }
  | { id: number; slice: HistorySlice }
  | { id: number; labels: Record<LabelColumn, (string | null)[]> }
  | { id: number; failed: string };

/**
 * Reads whole histories on a SQLite connection of its own, off the event loop: for 100,000 bets
 * the database writes ~1 s of JSON, which on the process's reader held every other request.
 * Only the driver is loaded (the statements come compiled), so a thread starts in tens of
 * milliseconds and holds little.
 */
const { file, orderSql, viewsSql, format, labelsSql } = workerData as HistoryReadSetup;
const textOf = format === 'rows' ? betRowText : betViewText;
const connection = new SQLite(file, { fileMustExist: true });
connection.pragma('busy_timeout = 5000');
connection.pragma('query_only = ON');
const order = connection.prepare<[number], number>(orderSql).pluck();
const views = connection.prepare<[number, string], [number, string, string | null]>(viewsSql).raw();
const distinct = (sql: string) => connection.prepare<[number], string | null>(sql).pluck();
const labels = {
  bookmaker: distinct(labelsSql.bookmaker),
  tipster: distinct(labelsSql.tipster),
  tags: distinct(labelsSql.tags),
};

/** The texts of `ids` in that order; a bet deleted meanwhile is left out. */
function sliceOf(userId: number, ids: readonly number[]): HistorySlice {
  const texts = new Map<number, string>();
  for (const [id, bet, legs] of views.all(userId, JSON.stringify(ids))) {
    texts.set(id, textOf(bet, legs));
  }
  const kept: number[] = [];
  const ordered: string[] = [];
  let bytes = 0;
  for (const id of ids) {
    const view = texts.get(id);
    if (view === undefined) continue;
    const text = asciiJson(view);
    kept.push(id);
    ordered.push(text);
    bytes += text.length + 1;
  }
  // Not from Buffer's shared pool: its memory is handed over whole.
  const body = Buffer.allocUnsafeSlow(Math.max(0, bytes - 1));
  const ends = new Uint32Array(ordered.length);
  let offset = 0;
  ordered.forEach((text, i) => {
    if (i > 0) offset += body.write(',', offset, 'latin1');
    offset += body.write(text, offset, 'latin1');
    ends[i] = offset;
  });
  return { ids: Float64Array.from(kept), body, ends };
}

function answer(request: HistoryReadRequest): void {
  const { id, userId } = request;
  if ('labels' in request) {
    // Three passes over the user's bets (161–413 ms at 100,000 on a busy event loop).
    const values = {
      bookmaker: labels.bookmaker.all(userId),
      tipster: labels.tipster.all(userId),
      tags: labels.tags.all(userId),
    };
    parentPort?.postMessage({ id, labels: values } satisfies HistoryReadReply);
    return;
  }
  if ('order' in request) {
    const ids = Float64Array.from(order.all(userId));
    parentPort?.postMessage({ id, order: ids } satisfies HistoryReadReply, [ids.buffer]);
    return;
  }
  const slice = sliceOf(userId, Array.from(request.ids));
  parentPort?.postMessage({ id, slice } satisfies HistoryReadReply, [
    slice.body.buffer as ArrayBuffer,
    slice.ids.buffer as ArrayBuffer,
    slice.ends.buffer as ArrayBuffer,
  ]);
}

/**
 * Asked to stop (history-read-threads.ts): the connection is closed here and the thread ends on
 * its own, after any read in progress. worker.terminate() during a driver call can abort the
 * whole process (SIGABRT), as it did once in a SIGTERM fault check.
 */
parentPort?.on('message', (request: HistoryReadRequest | HistoryReadStop) => {
  if (request === 'stop') {
    connection.close();
    parentPort?.close();
    return;
  }
  try {
    answer(request);
  } catch (err) {
    const failed = err instanceof Error ? err.message : String(err);
    parentPort?.postMessage({ id: request.id, failed } satisfies HistoryReadReply);
  }
});
