import os from 'node:os';
import { Piscina } from 'piscina';
import { workerFile } from '../workers/worker-file.ts';
import type { LabelValues } from './bet-labels.ts';
import type {
  HistoryReadReply,
  HistoryReadRequest,
  HistoryReadSetup,
} from './history-read-worker.ts';

/** How long a closing pool waits for the reads under way before it ends their threads. */
const STOP_GRACE_MS = 5_000;

/** A run of a whole history, in its order: texts joined by commas (see HistorySlice). */
export interface JoinedSlice {
  ids: readonly number[];
  body: Buffer;
  ends: Uint32Array;
}

/** Bets per slice: ~50 ms of the database's JSON each at 100,000 bets. */
export const SLICE_BETS = 5_000;

/**
 * A thread idle this long ends: each holds ~20–25 MB (a V8 isolate, a SQLite connection), which
 * took a 24 MB import's peak past 400 MB while they waited. The next large read starts it
 * again (~100 ms).
 */
export const THREAD_IDLE_MS = 60_000;

/**
 * How long one read (a whole history, or the labels) may take, queue included, before its
 * caller stops waiting: 200,000 bets are 40 slices of ~50 ms.
 */
export const READ_TIMEOUT_MS = 30_000;

/** A read that took longer than its time (READ_TIMEOUT_MS). */
export class HistoryReadTimeoutError extends Error {}

/**
 * The threads that read whole SQLite histories (history-read-worker.ts), a piscina pool:
 * started on first use, at most `threads`, each ended after `idleMs` without a task; a thread
 * that crashes fails its task and piscina starts another for the next. A history is read in
 * slices shared among them, so on two cores the database writes two slices at once; the slices
 * come back in the history's order whichever thread ends first.
 */
export class HistoryReadThreads {
  readonly #setup: HistoryReadSetup;
  readonly #sliceBets: number;
  readonly #threads: number;
  readonly #idleMs: number;
  readonly #timeoutMs: number;
  /** Made on first use, and again after close() (a closed piscina pool takes no more tasks). */
  #pool: Piscina<HistoryReadRequest, HistoryReadReply> | null = null;

  constructor(
    setup: HistoryReadSetup,
    sliceBets = SLICE_BETS,
    /** Two where there are two cores: the database writes one slice on each. */
    threads = Math.min(2, os.availableParallelism()),
    idleMs = THREAD_IDLE_MS,
    timeoutMs = READ_TIMEOUT_MS,
  ) {
    this.#setup = setup;
    this.#sliceBets = sliceBets;
    this.#threads = Math.max(1, threads);
    this.#idleMs = idleMs;
    this.#timeoutMs = timeoutMs;
  }

  /** How many threads are running now. */
  get running(): number {
    return this.#pool?.threads.length ?? 0;
  }

  /** Hands the user's history to `onSlice` in order, newest first; resolves after the last. */
  read(userId: number, onSlice: (slice: JoinedSlice) => void): Promise<void> {
    return this.#within(async () => {
      const asked = await this.#ask({ userId, order: true });
      const order = 'order' in asked ? asked.order : new Float64Array(0);
      const slices: Promise<HistoryReadReply>[] = [];
      for (let start = 0; start < order.length; start += this.#sliceBets) {
        const ids = order.slice(start, start + this.#sliceBets);
        slices.push(this.#ask({ userId, ids }));
      }
      // Every slice is asked at once; one that fails fails the read, after the others settle.
      void Promise.allSettled(slices);
      for (const slice of slices) {
        const answer = await slice;
        if (!('slice' in answer) || answer.slice.ids.length === 0) continue;
        const { ids, body, ends } = answer.slice;
        onSlice({
          ids: Array.from(ids),
          body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
          ends,
        });
      }
    });
  }

  /** The distinct values of the user's label columns, read on a thread (bet-labels.ts). */
  labels(userId: number): Promise<LabelValues> {
    return this.#within(async () => {
      const answer = await this.#ask({ userId, labels: true });
      if (!('labels' in answer)) throw new Error('A history read thread answered something else');
      return answer.labels;
    });
  }

  /** Ends the threads once the reads under way are done (within STOP_GRACE_MS). */
  async close(): Promise<void> {
    const pool = this.#pool;
    this.#pool = null;
    await pool?.close();
  }

  #ask(request: HistoryReadRequest): Promise<HistoryReadReply> {
    this.#pool ??= this.#started();
    return this.#pool.run(request);
  }

  #started(): Piscina<HistoryReadRequest, HistoryReadReply> {
    const pool = new Piscina<HistoryReadRequest, HistoryReadReply>({
      ...workerFile('history-read-worker', import.meta.url),
      workerData: this.#setup,
      minThreads: 0,
      maxThreads: this.#threads,
      idleTimeout: this.#idleMs,
      // Asked to stop, not terminated mid-read: terminate() during a driver call can abort the
      // whole process (SIGABRT), as it did once in a SIGTERM fault check.
      closeTimeout: STOP_GRACE_MS,
    });
    // A thread that fails between tasks: its next task starts another.
    pool.on('error', (err: unknown) =>
      process.emitWarning(
        `A history read thread failed: ${err instanceof Error ? err.message : String(err)}`,
      ),
    );
    return pool;
  }

  /**
   * `read`'s outcome, or HistoryReadTimeoutError after timeoutMs. The late read is not aborted:
   * piscina ends a running task's thread with terminate(), which during a driver call can abort
   * the process (see #started); a SQLite read ends on its own (its waits for locks are bounded
   * by busy_timeout), and its answer is dropped.
   */
  async #within<T>(read: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new HistoryReadTimeoutError('A history read took too long')),
        this.#timeoutMs,
      );
      timer.unref();
    });
    const reading = read();
    reading.catch(() => undefined);
    try {
      return await Promise.race([reading, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
