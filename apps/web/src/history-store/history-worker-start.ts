import { sendEarlyReads } from './early-reads';

/**
 * Where the history worker is started. Imports only modules free of imports: the page's first
 * script (main.tsx) starts it on the bets' pages, before the app's code has arrived.
 */

/** The worker's name when the page started it first: it then signs in on its own. */
export const EARLY_WORKER_NAME = 'stakelab-history-early';
/** The same, started on /history: it also asks for the newest bets (HistoryEngine.firstPage). */
export const EARLY_HISTORY_WORKER_NAME = 'stakelab-history-early-first-page';

/** The pages that show the user's bets: /history and /dashboards. */
export function isBetsPage(pathname: string): boolean {
  return /^\/(history|dashboards)(\/|$)/i.test(pathname);
}

let early: Worker | null = null;

/** A new history worker; throws where the browser cannot start one. */
export function createHistoryWorker(name?: string): Worker {
  return new Worker(new URL('./history.worker.ts', import.meta.url), { type: 'module', name });
}

/**
 * On the bets' pages, starts the history worker at once, with the reads it needs sent ahead of
 * the app's code (early-reads.ts): who is signed in and, on a first visit, the whole history,
 * read while the app's code and the page's still load (a first visit at 10,000 bets asked for
 * them ~800 ms later, behind some 90 files). Nothing is shown from it before the page's own
 * session check names the same user (useLocalHistory).
 */
export function startHistoryWorkerEarly(pathname: string): void {
  if (!isBetsPage(pathname) || typeof Worker === 'undefined') return;
  const onHistory = /^\/history(\/|$)/i.test(pathname);
  try {
    early = createHistoryWorker(onHistory ? EARLY_HISTORY_WORKER_NAME : EARLY_WORKER_NAME);
  } catch {
    early = null;
    return;
  }
  void sendEarlyReads(early, onHistory);
}

/** The worker started early, handed over once (null when none was). */
export function takeEarlyHistoryWorker(): Worker | null {
  const worker = early;
  early = null;
  return worker;
}
