import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/** How often the pages committed since the last pass are copied into the database file. */
const EVERY_MS = 1_000;

/** What the thread tells its owner (db/wal-checkpointer.ts). */
export type CheckpointMessage = { failed: string } | 'stopped';

/**
 * Copies the SQLite WAL into the database file on its own connection and thread. Left to the
 * writer, SQLite runs this checkpoint inside the COMMIT that crosses 1,000 pages: after a
 * 20,000-bet import that held the event loop a third of a second. PASSIVE never waits for and
 * never blocks the process's readers or writer; what a reader still needs is copied next time.
 */
const connection = new SQLite((workerData as { file: string }).file);
connection.pragma('busy_timeout = 5000');

const timer = setInterval(() => {
  try {
    connection.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    // A full disk, say: the writer still works on the WAL; try again next time.
    parentPort?.postMessage({
      failed: err instanceof Error ? err.message : String(err),
    } satisfies CheckpointMessage);
  }
}, EVERY_MS);

parentPort?.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  connection.close();
  parentPort?.postMessage('stopped' satisfies CheckpointMessage);
  parentPort?.close();
});
