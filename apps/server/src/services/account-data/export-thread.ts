import { Piscina } from 'piscina';
import type { DatabaseHandle } from '../../db/connection.ts';
import { THREAD_IDLE_MS } from '../../history/history-read-threads.ts';
import { workerFile } from '../../workers/worker-file.ts';
import type { AccountExportRequest, AccountExportSetup } from './account-export-worker.ts';
import { buildAccountExport } from './build-export.ts';

/**
 * How long one export may take, queue included, before its caller stops waiting. 10,000 bets
 * take ~3 s on the 2-core test machine, so this is ~600,000 bets; it stays under the export
 * lease (export-worker.ts, 10 minutes) so no other process takes the row over meanwhile.
 */
export const EXPORT_TIMEOUT_MS = 3 * 60_000;

/** How long a closing pool waits for an export under way before it ends its thread. */
const STOP_GRACE_MS = 5_000;

/** An export that took longer than its time (EXPORT_TIMEOUT_MS). */
export class AccountExportTimeoutError extends Error {}

/** Builds one account's zip (build-export.ts): on this thread, or on a thread of its own. */
export interface AccountExportBuilder {
  build(userId: number, now: Date): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * The thread that builds SQLite exports (account-export-worker.ts), a piscina pool as the
 * history reads' (history-read-threads.ts): started on first use, one thread at most (a second
 * export waits for the first: each holds a whole account in memory), ended after `idleMs`
 * without a task; a thread that crashes fails its export and piscina starts another for the next.
 */
export class AccountExportThread implements AccountExportBuilder {
  readonly #setup: AccountExportSetup;
  readonly #idleMs: number;
  readonly #timeoutMs: number;
  /** Made on first use, and again after close() (a closed piscina pool takes no more tasks). */
  #pool: Piscina<AccountExportRequest, Uint8Array> | null = null;

  constructor(setup: AccountExportSetup, idleMs = THREAD_IDLE_MS, timeoutMs = EXPORT_TIMEOUT_MS) {
    this.#setup = setup;
    this.#idleMs = idleMs;
    this.#timeoutMs = timeoutMs;
  }

  /** How many threads are running now. */
  get running(): number {
    return this.#pool?.threads.length ?? 0;
  }

  /**
   * The zip, or AccountExportTimeoutError after timeoutMs. The late export is not aborted:
   * piscina ends a running task's thread with terminate(), which during a driver call can abort
   * the process (history-read-threads.ts); a SQLite read ends on its own, and its zip is dropped.
   */
  async build(userId: number, now: Date): Promise<Uint8Array> {
    this.#pool ??= this.#started();
    const building = this.#pool.run({ userId, now: now.toISOString() });
    building.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new AccountExportTimeoutError('A data export took too long')),
        this.#timeoutMs,
      );
      timer.unref();
    });
    try {
      return await Promise.race([building, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ends the thread once the export under way is done (within STOP_GRACE_MS). */
  async close(): Promise<void> {
    const pool = this.#pool;
    this.#pool = null;
    await pool?.close();
  }

  #started(): Piscina<AccountExportRequest, Uint8Array> {
    const pool = new Piscina<AccountExportRequest, Uint8Array>({
      ...workerFile('account-export-worker', import.meta.url),
      workerData: this.#setup,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: this.#idleMs,
      // Asked to stop, not terminated mid-read (see build).
      closeTimeout: STOP_GRACE_MS,
    });
    // A thread that fails between tasks: its next task starts another.
    pool.on('error', (err: unknown) =>
      process.emitWarning(
        `A data export thread failed: ${err instanceof Error ? err.message : String(err)}`,
      ),
    );
    return pool;
  }
}

/**
 * Where the server builds exports: on SQLite on the export thread, whose reads hold no other
 * user's request; on PostgreSQL in process, where the reads wait on the network.
 */
export function accountExportBuilderFor(database: DatabaseHandle): AccountExportBuilder {
  if (database.dialect === 'sqlite') return new AccountExportThread({ file: database.location });
  return {
    build: (userId, now) => buildAccountExport(database.db, userId, now),
    close: async () => undefined,
  };
}
