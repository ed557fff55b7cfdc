import { once } from 'node:events';
import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import type {
  HistoryReadReply,
  HistoryReadRequest,
  HistoryReadSetup,
  HistoryReadStop,
} from '../workers/history-read.ts';
import { startWorker } from '../workers/worker-file.ts';
import type { LabelValues } from './bet-labels.ts';

/** How long a stopping read thread may take to finish its read before it is terminated. */
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

type Answer = Exclude<HistoryReadReply, { failed: string }>;

/** Omits `id` from each member of a union (the thread's requests). */
type Asked = HistoryReadRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;

/**
 * One thread of workers/history-read.ts, started on first use and kept while in use (its
 * connection and compiled statements serve the next read at once), ended after THREAD_IDLE_MS
 * without one. A thread that fails fails what it was asked; the next question starts another.
 */
class ReadThread {
  #worker: Worker | null = null;
  #next = 0;
  #asked = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  #idle: NodeJS.Timeout | undefined;

  constructor(
    readonly setup: HistoryReadSetup,
    readonly idleMs: number,
  ) {}

  ask(request: Asked): Promise<Answer> {
    const worker = this.#started();
    clearTimeout(this.#idle);
    this.#next += 1;
    const id = this.#next;
    const answer = new Promise<Answer>((resolve, reject) => {
      this.#asked.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } as HistoryReadRequest);
    });
    const settled = () => {
      if (this.#asked.size > 0 || this.#worker !== worker) return;
      this.#idle = setTimeout(() => void this.close(), this.idleMs);
      this.#idle.unref();
    };
    answer.then(settled, settled);
    return answer;
  }

  get running(): boolean {
    return this.#worker !== null;
  }

  async close(): Promise<void> {
    clearTimeout(this.#idle);
    const worker = this.#worker;
    this.#worker = null;
    if (!worker) return;
    // Asked to stop, not terminated: terminate() during a driver call can abort the process.
    const exited = once(worker, 'exit');
    worker.ref();
    worker.postMessage('stop' satisfies HistoryReadStop);
    const late = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
    late.unref();
    await exited;
    clearTimeout(late);
  }

  #started(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startWorker('history-read', { workerData: this.setup });
    // Never what keeps the process up: the HTTP server does that while requests can come.
    worker.unref();
    // This thread's questions only: a later thread has its own.
    const asked = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
    this.#asked = asked;
    worker.on('message', (reply: HistoryReadReply) => {
      const waiting = asked.get(reply.id);
      asked.delete(reply.id);
      if (!waiting) return;
      if ('failed' in reply) waiting.reject(new Error(reply.failed));
      else waiting.resolve(reply);
    });
    const fail = (err: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const waiting of asked.values()) waiting.reject(err);
      asked.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`A history read thread stopped (exit ${code})`)));
    this.#worker = worker;
    return worker;
  }
}

/**
 * The threads that read whole SQLite histories (workers/history-read.ts). A history is read in
 * slices shared among them, so on two cores the database writes two slices at once; the
 * slices come back in the history's order whichever thread ends first.
 */
export class HistoryReadThreads {
  readonly #threads: ReadThread[];
  readonly #sliceBets: number;
  #turn = 0;

  constructor(
    setup: HistoryReadSetup,
    sliceBets = SLICE_BETS,
    threads = defaultThreads(),
    idleMs = THREAD_IDLE_MS,
  ) {
    this.#threads = Array.from(
      { length: Math.max(1, threads) },
      () => new ReadThread(setup, idleMs),
    );
    this.#sliceBets = sliceBets;
  }

  /** How many threads are running now. */
  get running(): number {
    return this.#threads.filter((thread) => thread.running).length;
  }

  /** Hands the user's history to `onSlice` in order, newest first; resolves after the last. */
  async read(userId: number, onSlice: (slice: JoinedSlice) => void): Promise<void> {
    const asked = await this.#nextThread().ask({ userId, order: true });
    const order = 'order' in asked ? asked.order : new Float64Array(0);
    const slices: Promise<Answer>[] = [];
    for (let start = 0; start < order.length; start += this.#sliceBets) {
      const ids = order.slice(start, start + this.#sliceBets);
      slices.push(this.#nextThread().ask({ userId, ids }));
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
  }

  /** The distinct values of the user's label columns, read on a thread (bet-labels.ts). */
  async labels(userId: number): Promise<LabelValues> {
    const answer = await this.#nextThread().ask({ userId, labels: true });
    if (!('labels' in answer)) throw new Error('A history read thread answered something else');
    return answer.labels;
  }

  async close(): Promise<void> {
    await Promise.all(this.#threads.map((thread) => thread.close()));
  }

  #nextThread(): ReadThread {
    this.#turn = (this.#turn + 1) % this.#threads.length;
    return this.#threads[this.#turn] as ReadThread;
  }
}

/** Two where there are two cores: the database writes one slice on each. */
function defaultThreads(): number {
  return Math.min(2, os.availableParallelism());
}
