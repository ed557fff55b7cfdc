import { sendEarlyReads } from './early-reads';
import { HISTORY_WORKER_MESSAGE, type StartMessage } from './worker-protocol';

/**
 * Where the history worker is started. Imports only modules free of imports: the page's first
 * script (main.tsx) starts it on the bets' pages, before the app's code has arrived.
 */

/** The pages that show the user's bets: /history and /dashboards. */
export function isBetsPage(pathname: string): boolean {
  return /^\/(history|dashboards)(\/|$)/i.test(pathname);
}

/** A started worker and the port the page talks to its engine through. */
export interface HistoryWorker {
  worker: Worker;
  engine: MessagePort;
}

let early: HistoryWorker | null = null;

function newWorker(): Worker {
  return new Worker(new URL('./history.worker.ts', import.meta.url), {
    type: 'module',
    name: 'stakelab-history',
  });
}

/**
 * A history worker the page starts itself (no worker was started early): it only answers the
 * page, which asks for the user it knows. Throws where the browser cannot start one.
 */
export function createHistoryWorker(): HistoryWorker {
  const worker = newWorker();
  const { port1, port2 } = new MessageChannel();
  const start: StartMessage = { [HISTORY_WORKER_MESSAGE]: 'start', engine: port2, signIn: null };
  worker.postMessage(start, [port2]);
  return { worker, engine: port1 };
}

/**
 * On the bets' pages, starts the history worker at once, signed in: it checks the session and
 * reads the user's bets itself, with the reads it needs sent ahead of the app's code
 * (early-reads.ts), while the app's code and the page's still load. Nothing is shown from it
 * before the page's own session check names the same user (useLocalHistory).
 */
export function startHistoryWorkerEarly(pathname: string): void {
  if (!isBetsPage(pathname) || typeof Worker === 'undefined') return;
  let worker: Worker;
  try {
    worker = newWorker();
  } catch {
    return;
  }
  const { port1, port2 } = new MessageChannel();
  early = { worker, engine: port1 };
  void sendEarlyReads(worker, port2, /^\/history(\/|$)/i.test(pathname));
}

/** The worker started early, handed over once (null when none was). */
export function takeEarlyHistoryWorker(): HistoryWorker | null {
  const started = early;
  early = null;
  return started;
}
