/** More work is waiting than the bound allows: the caller answers 503 and the client retries. */
export class WorkBusyError extends Error {
  override name = 'WorkBusyError';
}

export interface BoundedWork {
  /** Runs `work` when one of the slots is free; rejects with WorkBusyError when too many wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Running and waiting now (for tests and logs). */
  readonly load: { running: number; waiting: number };
}

/**
 * At most `concurrency` tasks at once and at most `maxWaiting` more in line; one more is
 * refused at once instead of queued without end. (p-limit has no bound on its line.)
 */
export function boundedWork(concurrency: number, maxWaiting: number): BoundedWork {
  let running = 0;
  const line: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (line.length >= maxWaiting) throw new WorkBusyError('too much work waiting');
        // A finishing task hands its slot over: `running` already counts this one then.
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await work();
      } finally {
        const waiter = line.shift();
        if (waiter) waiter();
        else running -= 1;
      }
    },
    get load() {
      return { running, waiting: line.length };
    },
  };
}
