import { once } from 'node:events';
import type SQLite from 'better-sqlite3';
import type { CheckpointMessage } from '../workers/wal-checkpoint.ts';
import { startWorker } from '../workers/worker-file.ts';

/** SQLite's own default: a checkpoint inside the commit that crosses this many WAL pages. */
const INLINE_AUTOCHECKPOINT_PAGES = 1_000;

/**
 * Moves the writer's WAL checkpoints to a worker thread (workers/wal-checkpoint.ts). Should
 * that thread fail to start or die, the writer checkpoints inline again, as SQLite does by
 * default, so the WAL never grows without bound.
 */
export function checkpointInWorker(
  writer: SQLite.Database,
  file: string,
  warn: (message: string) => void,
): { stop(): Promise<void> } {
  const worker = startWorker('wal-checkpoint', { workerData: { file } });
  writer.pragma('wal_autocheckpoint = 0');
  let stopping = false;
  let exited = false;
  const fallBack = (why: string) => {
    if (stopping || !writer.open) return;
    warn(`WAL checkpoints run inline again: ${why}`);
    writer.pragma(`wal_autocheckpoint = ${INLINE_AUTOCHECKPOINT_PAGES}`);
  };
  worker.on('message', (message: CheckpointMessage) => {
    if (typeof message === 'object') warn(`WAL checkpoint failed: ${message.failed}`);
  });
  worker.on('error', (err) => fallBack(err.message));
  worker.on('exit', (code) => {
    exited = true;
    fallBack(`the checkpoint thread exited (${code})`);
  });
  // The thread must not keep a process alive that has nothing else to do.
  worker.unref();
  return {
    async stop() {
      stopping = true;
      if (exited) return;
      const exit = once(worker, 'exit');
      // Waited for now: an unreferenced thread's exit would not keep the process alive.
      worker.ref();
      worker.postMessage('stop');
      await exit;
    },
  };
}
