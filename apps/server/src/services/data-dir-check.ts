import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Less free space than this and the data directory counts as full: a stake image alone may be
 * 5 MB (docs/product.md §9), and a one-byte probe file still fits long after an import no
 * longer does.
 */
export const MIN_FREE_BYTES = 8 * 1024 * 1024;
/** A good answer is reused this long: load balancers and benches call health every second. */
export const HEALTHY_FOR_MS = 5_000;
/** A bad answer is reused this long, so a disk that has room again shows within a second. */
export const UNHEALTHY_FOR_MS = 1_000;

export type DataDirState =
  | { ok: true }
  | { ok: false; reason: 'not-writable' }
  | { ok: false; reason: 'full'; freeBytes: number };

const isNoSpace = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  'code' in err &&
  (err.code === 'ENOSPC' || err.code === 'EDQUOT');

/**
 * Writes and removes a byte under DATA_DIR (the SQLite file, stake images and mail files live
 * there), then checks its free space: a read-only or full disk shows here before it fails a
 * user's write.
 */
export async function probeDataDir(
  dataDir: string,
  minFreeBytes = MIN_FREE_BYTES,
): Promise<DataDirState> {
  const probe = path.join(dataDir, `.health-${process.pid}`);
  try {
    await fs.writeFile(probe, '1');
    await fs.rm(probe, { force: true });
    const { bavail, bsize } = await fs.statfs(dataDir);
    const freeBytes = bavail * bsize;
    return freeBytes < minFreeBytes ? { ok: false, reason: 'full', freeBytes } : { ok: true };
  } catch (err) {
    return isNoSpace(err)
      ? { ok: false, reason: 'full', freeBytes: 0 }
      : { ok: false, reason: 'not-writable' };
  }
}

export interface DataDirCheck {
  /**
   * The last probe's answer while it is fresh; a stale healthy one at once while a new probe
   * runs; else the new probe's answer (one probe at a time).
   */
  state(): Promise<DataDirState>;
  /** Probe again at the next call: a write was just refused for a full disk. */
  forget(): void;
}

export interface DataDirCheckOptions {
  probe: () => Promise<DataDirState>;
  /** Milliseconds on a monotonic clock. */
  now?: () => number;
  healthyForMs?: number;
  unhealthyForMs?: number;
}

/**
 * The health check's view of the data directory, probed at most once every few seconds: the
 * probe writes a file, and health is the hot path of load balancers and benches.
 */
export function cachedDataDirCheck({
  probe,
  now = () => performance.now(),
  healthyForMs = HEALTHY_FOR_MS,
  unhealthyForMs = UNHEALTHY_FOR_MS,
}: DataDirCheckOptions): DataDirCheck {
  let last: { state: DataDirState; at: number } | null = null;
  let running: Promise<DataDirState> | null = null;
  // forget() during a probe: that probe may have looked before the disk filled; not kept.
  let generation = 0;

  const fresh = (entry: { state: DataDirState; at: number }) =>
    now() - entry.at < (entry.state.ok ? healthyForMs : unhealthyForMs);

  const startProbe = (): Promise<DataDirState> => {
    const started = generation;
    const current: Promise<DataDirState> = probe()
      .catch((): DataDirState => ({ ok: false, reason: 'not-writable' }))
      .then((state) => {
        if (started === generation) last = { state, at: now() };
        return state;
      })
      .finally(() => {
        if (running === current) running = null;
      });
    running = current;
    return current;
  };

  return {
    state() {
      if (last && fresh(last)) return Promise.resolve(last.state);
      const pending = running ?? startProbe();
      // A healthy answer gone stale is given at once while the new probe runs: health must not
      // wait on a disk busy with an import's writes (the probe's write queues behind them). A
      // bad or missing answer waits for the probe, so a failing disk shows at the next call but
      // one.
      return last?.state.ok ? Promise.resolve(last.state) : pending;
    },
    forget() {
      generation += 1;
      last = null;
      running = null;
    },
  };
}
