import SQLite from 'better-sqlite3';
import { move, transferableSymbol, valueSymbol, workerData } from 'piscina';
import { asciiJson } from './ascii-json.ts';
import { betRowText, betViewText } from './bet-view-text.ts';

/** What a thread starts with: the database and its two statements (historyReadSql). */
export interface HistoryReadSetup {
  file: string;
  /** (user id) → rows of (id), newest first. */
  orderSql: string;
  /** (user id, JSON array of bet ids) → rows of (id, bet, legs). */
  viewsSql: string;
  /** What viewsSql writes: BetView objects or the changes feed's rows. */
  format: 'objects' | 'rows';
  /** (user id) → the distinct values of each label column (bet-labels.ts). */
  labelsSql: Record<LabelColumn, string>;
}

type LabelColumn = 'bookmaker' | 'tipster' | 'tags';

/** What a history read thread is asked (history-read-threads.ts). */
export type HistoryReadRequest =
  /** The user's bet ids, newest first. */
  | { userId: number; order: true }
  /** The texts of these bets of the user's, in this order. */
  | { userId: number; ids: Float64Array }
  /** The distinct bookmakers, tipsters and tag lists of the user's bets. */
  | { userId: number; labels: true };

/**
 * A run of bets' BetView JSON texts joined by commas: `ids[i]`'s text ends at `ends[i]` in
 * `body` and starts after the comma before it (at 0 for the first).
 */
export interface HistorySlice {
  ids: Float64Array;
  body: Uint8Array;
  ends: Uint32Array;
}

export type HistoryReadReply =
  | { order: Float64Array }
  | { slice: HistorySlice }
  | { labels: Record<LabelColumn, (string | null)[]> };

/**
 * Reads whole histories on a SQLite connection of its own, off the event loop: for 100,000 bets
 * the database writes ~1 s of JSON, which on the process's reader held every other request.
 * Only the driver is loaded besides piscina (the statements come compiled), so a thread starts in tens of
 * milliseconds and holds little.
 */
const { file, orderSql, viewsSql, format, labelsSql } = workerData as HistoryReadSetup;
const textOf = format === 'rows' ? betRowText : betViewText;

/**
 * The connection and its statements, opened by the first task, not as the module loads: piscina
 * never answers a task whose thread failed to load its module (the read would wait for its
 * timeout), where a task that throws fails at once and leaves the thread for the next.
 */
function opened() {
  const connection = new SQLite(file, { fileMustExist: true });
  connection.pragma('busy_timeout = 5000');
  connection.pragma('query_only = ON');
  const distinct = (sql: string) => connection.prepare<[number], string | null>(sql).pluck();
  return {
    order: connection.prepare<[number], number>(orderSql).pluck(),
    views: connection.prepare<[number, string], [number, string, string | null]>(viewsSql).raw(),
    labels: {
      bookmaker: distinct(labelsSql.bookmaker),
      tipster: distinct(labelsSql.tipster),
      tags: distinct(labelsSql.tags),
    },
  };
}
let statements: ReturnType<typeof opened> | undefined;

/** The texts of `ids` in that order; a bet deleted meanwhile is left out. */
function sliceOf(userId: number, ids: readonly number[]): HistorySlice {
  const texts = new Map<number, string>();
  for (const [id, bet, legs] of (statements ??= opened()).views.all(userId, JSON.stringify(ids))) {
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

/** A reply whose buffers move to the main thread (transferred by piscina, not copied). */
function moved(reply: HistoryReadReply, buffers: ArrayBuffer[]) {
  return move({ [transferableSymbol]: buffers, [valueSymbol]: reply });
}

/**
 * One question, answered on this thread's connection (a piscina task: history-read-threads.ts).
 * A failure rejects the task; the thread stays for the next.
 */
export default function answer(request: HistoryReadRequest): unknown {
  try {
    return answered(request);
  } catch (err) {
    // As a plain Error: better-sqlite3's SqliteError reached the main thread without its message.
    throw new Error(err instanceof Error ? err.message : String(err), { cause: err });
  }
}

function answered(request: HistoryReadRequest) {
  const { userId } = request;
  const { order, labels } = (statements ??= opened());
  if ('labels' in request) {
    // Three passes over the user's bets (161–413 ms at 100,000 on a busy event loop).
    return {
      labels: {
        bookmaker: labels.bookmaker.all(userId),
        tipster: labels.tipster.all(userId),
        tags: labels.tags.all(userId),
      },
    } satisfies HistoryReadReply;
  }
  if ('order' in request) {
    const ids = Float64Array.from(order.all(userId));
    return moved({ order: ids }, [ids.buffer]);
  }
  const slice = sliceOf(userId, Array.from(request.ids));
  return moved({ slice }, [
    slice.body.buffer as ArrayBuffer,
    slice.ids.buffer as ArrayBuffer,
    slice.ends.buffer as ArrayBuffer,
  ]);
}
