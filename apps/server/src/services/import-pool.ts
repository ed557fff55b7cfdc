import os from 'node:os';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import type { BetRecord, CurlRequest, ParsedImport } from '@stakelab/core';
import { Piscina } from 'piscina';
import { errorCodes } from 'fastify';
import { HttpError } from '../plugins/error-handler.ts';
import { RawJson } from '../repositories/raw-json.ts';
import { notOwnDataError } from '../plugins/session.ts';
import { validationErrorBody } from '../http/validation-errors.ts';
import type {
  ParseOutcome,
  ParseTask,
  ThreadTask,
  UploadChoicesRequest,
} from '../workers/parse-import.ts';
import { PARSE_STARTED, parseUpload, refusalError } from '../workers/parse-import.ts';
import { workerFile } from '../workers/worker-file.ts';

/** Imports waiting for a thread, for everyone; one more is refused as busy (503). */
export const IMPORT_QUEUE_LIMIT = 8;
/**
 * Tasks one user may have waiting besides their running one: one account cannot fill the
 * queue that everyone shares (a further one is refused as busy).
 */
export const IMPORT_QUEUE_PER_USER = 2;
/**
 * A body smaller than this (about 5 bets) is read on the event loop: whatever it holds, that
 * takes under ~4 ms (8 KB of problem rows, the costliest content measured; 64 KB of them took
 * 32 ms). A thread takes about 100 ms to start, and even a spare one is replaced after use.
 */
export const INLINE_BODY_BYTES = 8 * 1024;
/**
 * How long a thread may read one upload. Reading is linear: 24 MB of bets take a few seconds
 * on a busy core; a body that takes longer is hostile or broken, and its thread is ended (and
 * replaced) rather than held from everyone else's imports (IMPORT_PARSE_BUDGET_MS).
 */
export const IMPORT_PARSE_BUDGET_MS = 20_000;
/** What a busy answer tells the client to wait, in seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 10;

/** The user already has an import running (each user's imports run one at a time). */
export class ImportInProgressError extends Error {}
/** Every thread is busy and the queue is full. */
export class ImportPoolBusyError extends Error {}
/** The upload needed more memory than an import thread has (IMPORT_THREAD_HEAP_MB). */
export class ImportTooLargeError extends Error {}
/** Reading the upload took longer than the pool's budget: its thread was ended. */
export class ImportTooSlowError extends Error {}

/**
 * The heap an import thread may grow to. A 24 MB Betfair paste (20,000 bets) peaks at about
 * 120 MB of live objects; without a cap V8 let garbage pile up to twice that before collecting,
 * and the process went over 400 MB. A paste that truly needs more is refused (413), not let
 * grow the process until the machine swaps.
 */
export const IMPORT_THREAD_HEAP_MB = 192;

/**
 * An upload read by a thread: its bets, or (a cURL command pasted on another tab) the request
 * to replay, which the route sends through its guarded fetch.
 */
export type ParsedUpload =
  | { request: UploadChoicesRequest; parsed: ParsedImport }
  | { request: UploadChoicesRequest; curl: CurlRequest };

export interface ImportPool {
  /**
   * Runs `work` as the user's only import: ImportInProgressError while another of theirs runs.
   * The work parses through `parse` (off the event loop) and writes on this thread.
   */
  exclusive<T>(userId: number, work: () => Promise<T>): Promise<T>;
  /**
   * Reads an upload's body and parses its history in a worker. An importer's refusal is thrown
   * as its ImportFormatError; a body that is not an upload request of the user's as the 400 or
   * 403 its route's schema and e-mail check would answer.
   */
  parse(userId: number, task: ParseTask): Promise<ParsedUpload>;
  /**
   * An upload of `bodyBytes` is coming (its body not yet read): with a spare thread, the first
   * large one starts it, to load while the body arrives and wait for every later one.
   */
  prepare(bodyBytes: number): void;
  /** The ids of the threads started now (a spare waiting, or threads at work). */
  threadIds(): number[];
  /** An import's set-aside records (their stored JSON) as CSV, encoded in a worker. */
  setAsideCsv(userId: number, storedJson: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The bets a parse posts back in batches (workers/parse-import.ts), read as they arrive: each
 * batch is a few ms of the event loop, taken while the thread readies the next.
 */
class BetsFromThread {
  readonly received: BetRecord[] = [];
  #batches = 0;
  #closed = false;
  #wake: (() => void) | null = null;
  readonly #channel = new MessageChannel();

  /** `onStarted`: the thread began reading (its first message, before any batch). */
  constructor(onStarted: () => void) {
    this.#channel.port1.on('message', (batch: BetRecord[] | typeof PARSE_STARTED) => {
      if (batch === PARSE_STARTED) return onStarted();
      for (const bet of batch) {
        if (typeof bet.raw === 'string') bet.raw = new RawJson(bet.raw);
        this.received.push(bet);
      }
      this.#batches += 1;
      this.#wake?.();
    });
    this.#channel.port1.once('close', () => {
      this.#closed = true;
      this.#wake?.();
    });
  }

  /** The end the parse posts to. */
  get port(): MessagePort {
    return this.#channel.port2;
  }

  /** Resolves once `batches` batches are in (the outcome, on its own channel, may come first). */
  async all(batches: number): Promise<void> {
    while (this.#batches < batches) {
      if (this.#closed) throw new Error('The import thread stopped before all its bets came back');
      await new Promise<void>((resolve) => (this.#wake = resolve));
    }
  }

  close(): void {
    this.#channel.port1.close();
  }
}

/**
 * A thread that ran out of its heap ended with ERR_WORKER_OUT_OF_MEMORY: the upload was too
 * large for it; one aborted (piscina's AbortError, its thread ended) was over its time.
 */
function tooLarge(err: unknown): never {
  if ((err as { code?: unknown } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY')
    throw new ImportTooLargeError();
  if ((err as { name?: unknown } | null)?.name === 'AbortError') throw new ImportTooSlowError();
  throw err;
}

/**
 * The pool's admission, fair between users: at most `threads` tasks run, one per user, and the
 * next to run is a waiting task of the user whose last task started longest ago (never: first),
 * the oldest of theirs; not whoever queued first, so a user's second and third tasks wait
 * behind another user's first. Each user may keep `perUser` waiting, everyone together
 * `queueLimit`; more is refused as busy.
 */
class FairAdmission {
  readonly #waiting: { userId: number; start: () => void }[] = [];
  readonly #runningUsers = new Set<number>();
  /** When each user with tasks here last had one started (a count of starts). */
  readonly #lastStart = new Map<number, number>();
  #starts = 0;
  #running = 0;
  readonly #threads: number;
  readonly #queueLimit: number;
  readonly #perUser: number;

  constructor(threads: number, queueLimit: number, perUser: number) {
    this.#threads = threads;
    this.#queueLimit = queueLimit;
    this.#perUser = perUser;
  }

  async run<T>(userId: number, work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.#threads || this.#runningUsers.has(userId)) {
      const theirs = this.#waiting.filter((task) => task.userId === userId).length;
      if (this.#waiting.length >= this.#queueLimit || theirs >= this.#perUser)
        throw new ImportPoolBusyError();
      await new Promise<void>((start) => this.#waiting.push({ userId, start }));
    } else {
      this.#take(userId);
    }
    try {
      return await work();
    } finally {
      this.#running -= 1;
      this.#runningUsers.delete(userId);
      if (!this.#waiting.some((task) => task.userId === userId)) this.#lastStart.delete(userId);
      this.#next();
    }
  }

  #take(userId: number): void {
    this.#running += 1;
    this.#runningUsers.add(userId);
    this.#starts += 1;
    this.#lastStart.set(userId, this.#starts);
  }

  /** Starts waiting tasks while threads are free (a queue of at most queueLimit to look at). */
  #next(): void {
    while (this.#running < this.#threads) {
      let at = -1;
      let oldest = Infinity;
      this.#waiting.forEach((task, i) => {
        if (this.#runningUsers.has(task.userId)) return;
        const last = this.#lastStart.get(task.userId) ?? 0;
        if (last < oldest) [at, oldest] = [i, last];
      });
      if (at === -1) return;
      const [task] = this.#waiting.splice(at, 1);
      if (!task) return;
      this.#take(task.userId);
      task.start();
    }
  }
}

/** A worker's refusal as the error its route answers with. */
function failureOf(outcome: Exclude<ParseOutcome, { ok: true }>): Error {
  if ('refusal' in outcome) return refusalError(outcome.refusal);
  if ('invalidJson' in outcome) return new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
  if ('notOwnEmail' in outcome) return notOwnDataError();
  const { message, errors } = validationErrorBody(outcome.invalidFields);
  return new HttpError(400, message, 'VALIDATION_ERROR', errors);
}

export interface ImportPoolOptions {
  /**
   * Worker threads: by default one per core but one (the event loop keeps a core), at least 2:
   * with one, any long parse (a 4 MB hostile file reads for seconds) held every other user's
   * import behind it; with two, and one running task per user, another user's import runs
   * beside a hostile one at nearly its time alone (bench/hostile-bench.ts measures it).
   * The threads run niced, each heap capped (threadHeapMb).
   */
  threads?: number;
  /** Parses waiting for a thread, for everyone; one more is refused as busy. */
  queueLimit?: number;
  /** Tasks one user may have waiting besides their running one. */
  queuePerUser?: number;
  /**
   * How long a thread may read one upload, in ms from when it starts reading (a set-aside CSV:
   * from when it is handed to the threads); then the thread is ended and replaced.
   */
  budgetMs?: number;
  /** The old-generation heap of each thread, in MB. */
  threadHeapMb?: number;
  /**
   * Keep a thread started and waiting for the next import, from the first large upload on (the
   * server's start says true; tests would start one per app).
   */
  spareThread?: boolean;
  /** Runs a parse; tests wrap the worker pool's to hold it. */
  run?: (
    task: ParseTask,
    viaWorker: (task: ParseTask) => Promise<ParseOutcome>,
  ) => Promise<ParseOutcome>;
}

/** The import pool: piscina threads, a bounded queue, one import per user at a time. */
export function createImportPool({
  threads = Math.max(2, os.availableParallelism() - 1),
  queueLimit = IMPORT_QUEUE_LIMIT,
  queuePerUser = IMPORT_QUEUE_PER_USER,
  budgetMs = IMPORT_PARSE_BUDGET_MS,
  threadHeapMb = IMPORT_THREAD_HEAP_MB,
  spareThread = false,
  run = (task, viaWorker) => viaWorker(task),
}: ImportPoolOptions = {}): ImportPool {
  const threadsOf = (spare: boolean) =>
    new Piscina({
      ...workerFile('parse-import'),
      minThreads: spare ? 1 : 0,
      maxThreads: threads,
      // A thread that parsed 24 MB holds a few hundred MB of heap until it ends: it ends when
      // idle (or, with a spare, with the generation it belongs to).
      idleTimeout: 0,
      resourceLimits: { maxOldGenerationSizeMb: threadHeapMb },
      // Parsing runs at a lower priority than the event loop (@napi-rs/nice, Linux and macOS):
      // on two cores a busy parse thread otherwise takes turns with every user's request.
      niceIncrement: 10,
    });
  /*
   * With a spare, the threads live in generations: from the first large upload on, the current
   * one keeps a thread started and waiting, its modules loaded (~60 ms saved on an import's
   * critical path, ~20 MB held, which a process that never imports does not pay). Once every
   * task of a generation is done, it ends, with whatever heap its threads grew, and the next
   * starts its spare at once. Only one generation ever runs tasks.
   */
  let spareWanted = false;
  let pool = threadsOf(false);
  let poolTasks = 0;
  const nextGeneration = () => {
    const used = pool;
    pool = threadsOf(spareWanted);
    used.destroy().catch(() => undefined);
  };
  const onThreads = async <T>(work: (threads: Piscina) => Promise<T>): Promise<T> => {
    poolTasks += 1;
    try {
      return await work(pool);
    } finally {
      poolTasks -= 1;
      if (spareWanted && poolTasks === 0) nextGeneration();
    }
  };
  const parseOn = (task: ThreadTask, abort: AbortSignal): Promise<ParseOutcome> =>
    task.body.byteLength < INLINE_BODY_BYTES
      ? // A thread takes about 100 ms to start, a few bets a few ms to read, whatever they hold.
        Promise.resolve().then(() => parseUpload(task))
      : // The body's bytes move to the worker (transferred, not copied); the caller gives them up.
        onThreads((threads) =>
          threads.run(task, {
            transferList: [task.body.buffer as ArrayBuffer, task.betsPort],
            // Aborting a running task ends its thread; piscina starts another as needed.
            signal: abort,
          }),
        ).catch(tooLarge);
  const csvWorker = workerFile('set-aside-csv').filename;
  // Tasks running or waiting, admitted here, not by piscina, so the bounds hold for any `run`:
  // piscina only ever gets a task when a thread is free for it.
  const admission = new FairAdmission(threads, queueLimit, queuePerUser);
  const running = new Set<number>();
  return {
    async exclusive(userId, work) {
      if (running.has(userId)) throw new ImportInProgressError();
      running.add(userId);
      try {
        return await work();
      } finally {
        running.delete(userId);
      }
    },
    parse: (userId, task) =>
      admission.run(userId, async () => {
        // The budget counts from when the thread starts reading, not from a thread's start-up.
        const abort = new AbortController();
        let timer: NodeJS.Timeout | undefined;
        const bets = new BetsFromThread(() => {
          timer = setTimeout(() => abort.abort(), budgetMs);
        });
        try {
          const outcome = await run(task, (t) =>
            parseOn({ ...t, betsPort: bets.port }, abort.signal),
          );
          if (!outcome.ok) throw failureOf(outcome);
          if ('curl' in outcome) return { request: outcome.request, curl: outcome.curl };
          await bets.all(outcome.batches);
          return { request: outcome.request, parsed: { ...outcome.parsed, bets: bets.received } };
        } finally {
          clearTimeout(timer);
          bets.close();
        }
      }),
    setAsideCsv: (userId, storedJson) =>
      admission.run(userId, () =>
        onThreads(
          async (threads) =>
            (await threads.run(storedJson, {
              filename: csvWorker,
              signal: AbortSignal.timeout(budgetMs),
            })) as string,
        ).catch(tooLarge),
      ),
    prepare(bodyBytes) {
      if (!spareThread || spareWanted || bodyBytes < INLINE_BODY_BYTES) return;
      spareWanted = true;
      // Running tasks keep their generation; the next one starts with a spare.
      if (poolTasks === 0) nextGeneration();
    },
    threadIds: () => pool.threads.map((thread) => thread.threadId),
    close: () => pool.destroy(),
  };
}
