import type { Worker } from 'node:worker_threads';
import type {
  HistoryReadReply,
  HistoryReadRequest,
  HistoryReadSetup,
  HistorySlice,
} from '../workers/history-read.ts';
import { startWorker } from '../workers/worker-file.ts';

/** A slice of a whole history as it arrives (see HistorySlice), `body` as a Buffer. */
export interface JoinedSlice {
  ids: readonly number[];
  body: Buffer;
  ends: Uint32Array;
}

interface Reading {
  /** The thread it was asked of. */
  worker: Worker;
  onSlice: (slice: JoinedSlice) => void;
  resolve: () => void;
  reject: (err: Error) => void;
}

const joinedSliceOf = ({ ids, body, ends }: HistorySlice): JoinedSlice => ({
  ids: Array.from(ids),
  body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
  ends,
});

/**
 * The thread that reads whole SQLite histories (workers/history-read.ts), started on first use
 * and kept: its connection and compiled statements serve the next read at once. A thread that
 * fails fails the reads it holds; the next read starts another.
 */
/** Bets per slice: ~50 ms of the database's JSON each at 100,000 bets. */
export const SLICE_BETS = 5_000;

export class HistoryReadThread {
  readonly #setup: HistoryReadSetup;
  #worker: Worker | null = null;
  #next = 0;
  readonly #reading = new Map<number, Reading>();

  constructor(file: string, sliceBets = SLICE_BETS) {
    this.#setup = { file, sliceBets };
  }

  /** Hands the user's history to `onSlice` in order, newest first; resolves after the last. */
  read(userId: number, onSlice: (slice: JoinedSlice) => void): Promise<void> {
    const worker = this.#started();
    this.#next += 1;
    const id = this.#next;
    return new Promise((resolve, reject) => {
      this.#reading.set(id, { worker, onSlice, resolve, reject });
      worker.postMessage({ id, userId } satisfies HistoryReadRequest);
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await worker.terminate();
  }

  #answer(reply: HistoryReadReply): void {
    const reading = this.#reading.get(reply.id);
    if (!reading) return;
    if ('slice' in reply) {
      try {
        reading.onSlice(joinedSliceOf(reply.slice));
      } catch (err) {
        // The taker failed: the rest of this read is dropped when it comes.
        this.#reading.delete(reply.id);
        reading.reject(err instanceof Error ? err : new Error(String(err)));
      }
      return;
    }
    this.#reading.delete(reply.id);
    if ('failed' in reply) reading.reject(new Error(reply.failed));
    else reading.resolve();
  }

  #started(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startWorker('history-read', { workerData: this.#setup });
    // Never what keeps the process up: the HTTP server does that while requests can come.
    worker.unref();
    worker.on('message', (reply: HistoryReadReply) => this.#answer(reply));
    const fail = (err: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const [id, reading] of this.#reading) {
        if (reading.worker !== worker) continue;
        this.#reading.delete(id);
        reading.reject(err);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The history read thread stopped (exit ${code})`)));
    this.#worker = worker;
    return worker;
  }
}
