import type { Worker } from 'node:worker_threads';
import type { HistoryReadReply, HistoryReadRequest } from '../workers/history-read.ts';
import { startWorker } from '../workers/worker-file.ts';

/** A whole history as the thread answers it: texts joined by commas, newest first. */
export interface JoinedHistory {
  ids: readonly number[];
  /** Every bet's BetView JSON, joined by commas. */
  body: Buffer;
  /** Where each bet's text ends in `body` (the next one starts after the comma). */
  ends: Uint32Array;
}

interface Waiting {
  resolve: (history: JoinedHistory) => void;
  reject: (err: Error) => void;
}

/**
 * The thread that reads whole SQLite histories (workers/history-read.ts), started on first use
 * and kept: its connection and compiled statements serve the next read at once. A thread that
 * fails fails the reads it holds; the next read starts another.
 */
export class HistoryReadThread {
  readonly #file: string;
  #worker: Worker | null = null;
  #next = 0;
  readonly #waiting = new Map<number, Waiting>();

  constructor(file: string) {
    this.#file = file;
  }

  read(userId: number): Promise<JoinedHistory> {
    const worker = this.#started();
    this.#next += 1;
    const id = this.#next;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      worker.postMessage({ id, userId } satisfies HistoryReadRequest);
    });
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    if (worker) await worker.terminate();
  }

  #started(): Worker {
    if (this.#worker) return this.#worker;
    const worker = startWorker('history-read', { workerData: { file: this.#file } });
    // Never what keeps the process up: the HTTP server does that while requests can come.
    worker.unref();
    worker.on('message', (reply: HistoryReadReply) => {
      const waiting = this.#waiting.get(reply.id);
      this.#waiting.delete(reply.id);
      if (!waiting) return;
      if ('failed' in reply) {
        waiting.reject(new Error(reply.failed));
        return;
      }
      waiting.resolve({
        ids: Array.from(reply.ids),
        body: Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength),
        ends: reply.ends,
      });
    });
    const fail = (err: Error) => {
      if (this.#worker === worker) this.#worker = null;
      for (const waiting of this.#waiting.values()) waiting.reject(err);
      this.#waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The history read thread stopped (exit ${code})`)));
    this.#worker = worker;
    return worker;
  }
}
