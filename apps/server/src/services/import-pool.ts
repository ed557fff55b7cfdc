import os from 'node:os';
import v8 from 'node:v8';
import type { BetRecord, ParsedImport } from '@stakelab/core';
import { yieldToEventLoop } from '../db/yield.ts';
import { Piscina } from 'piscina';
import type { ParseOutcome, ParseTask } from '../workers/parse-import.ts';
import { refusalError } from '../workers/parse-import.ts';

/** Imports waiting for a thread, for everyone; one more is refused as busy (503). */
export const IMPORT_QUEUE_LIMIT = 8;
/** What a busy answer tells the client to wait, in seconds. */
export const BUSY_RETRY_AFTER_SECONDS = 10;

/** The user already has an import running (each user's imports run one at a time). */
export class ImportInProgressError extends Error {}
/** Every thread is busy and the queue is full. */
export class ImportPoolBusyError extends Error {}

export interface ImportPool {
  /**
   * Runs `work` as the user's only import: ImportInProgressError while another of theirs runs.
   * The work parses through `parse` (off the event loop) and writes on this thread.
   */
  exclusive<T>(userId: number, work: () => Promise<T>): Promise<T>;
  /** Parses in a worker; an importer's refusal is thrown as its ImportFormatError. */
  parse(task: ParseTask): Promise<ParsedImport>;
  close(): Promise<void>;
}

/**
 * The worker file next to this one's folder: the .ts source under tsx and in tests (the
 * worker then loads tsx itself), the compiled .js under `npm run serve`.
 */
function workerOptions() {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(`../workers/parse-import.${fromSource ? 'ts' : 'js'}`, import.meta.url)
    .href;
  return fromSource
    ? { filename, execArgv: [...process.execArgv, '--import', 'tsx'] }
    : { filename };
}

export interface ImportPoolOptions {
  /** Worker threads: by default one per core but one (the event loop keeps a core), at least 1. */
  threads?: number;
  /** Parses waiting for a thread, for everyone; one more is refused as busy. */
  queueLimit?: number;
  /** Runs a parse; tests wrap the worker pool's to hold it. */
  run?: (
    task: ParseTask,
    viaWorker: (task: ParseTask) => Promise<ParseOutcome>,
  ) => Promise<ParseOutcome>;
}

/** The import pool: piscina threads, a bounded queue, one import per user at a time. */
export function createImportPool({
  threads = Math.max(1, os.availableParallelism() - 1),
  queueLimit = IMPORT_QUEUE_LIMIT,
  run = (task, viaWorker) => viaWorker(task),
}: ImportPoolOptions = {}): ImportPool {
  const pool = new Piscina<ParseTask, ParseOutcome>({
    ...workerOptions(),
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 60_000,
  });
  const viaWorker = (task: ParseTask) => pool.run(task);
  // Parses running or waiting: counted here, not by piscina, so the bound holds for any `run`.
  let inFlight = 0;
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
    async parse(task) {
      if (inFlight >= threads + queueLimit) throw new ImportPoolBusyError();
      inFlight += 1;
      try {
        const outcome = await run(task, viaWorker);
        if (!outcome.ok) throw refusalError(outcome.refusal);
        const bets: BetRecord[] = [];
        for (const batch of outcome.betBatches) {
          for (const bet of v8.deserialize(batch) as BetRecord[]) bets.push(bet);
          await yieldToEventLoop();
        }
        return { ...outcome.parsed, bets };
      } finally {
        inFlight -= 1;
      }
    },
    close: () => pool.destroy(),
  };
}
