import { HISTORY_PAGE_SIZE } from './history-page-size';
import { HISTORY_DB_PREFIX } from './store-names';

/*
 * The reads a bets page needs first, sent by the page's first script (main.tsx) before it asks
 * for the app's code: on HTTP/1.1 a browser opens six connections to a server, and the
 * ~80 files of /dashboards queued the history worker's own reads behind them (a first visit at
 * 10,000 bets: the session ~600 ms late). The worker is handed their answers (handed-reads.ts),
 * the page takes the session's (get-session.ts). Imports only modules free of imports: this
 * runs in the first script.
 */

/** Marks a message to the history worker that carries one of these reads. */
export const EARLY_READ_MESSAGE = 'stakelab-early-read';

/** The reads handed over: the session, a first visit's whole history and newest bets. */
export type EarlyReadKind = 'session' | 'whole' | 'newest';

/** One answer as the worker gets it: what a Response is made of, or why there was none. */
export type EarlyReadMessage =
  | { [EARLY_READ_MESSAGE]: 'first-visit'; firstVisit: boolean; sent: EarlyReadKind[] }
  | {
      [EARLY_READ_MESSAGE]: EarlyReadKind;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer;
    }
  | { [EARLY_READ_MESSAGE]: EarlyReadKind; error: string };

export const SESSION_PATH = '/api/auth/me';
export const BET_CHANGES_PATH = '/api/history/user-bets/changes';
export const NEWEST_BETS_PATH = '/api/history/user-bets/newest';

/** What the reads are handed to: the history worker. */
export type EarlyReadsWorker = Pick<Worker, 'postMessage'>;

const asJson = { headers: { Accept: 'application/json' }, credentials: 'same-origin' } as const;

let session: Promise<Response> | null = null;

/** The session's answer the first script asked for, taken once (the page's first session check). */
export function takeEarlySessionRead(): Promise<Response> | null {
  const sent = session;
  session = null;
  return sent;
}

/**
 * True when this browser keeps no one's history (IndexedDB lists no bet store): the whole
 * history is read. False where it cannot tell: the worker asks once it knows the user.
 */
async function isFirstVisit(idb: Pick<IDBFactory, 'databases'> | undefined): Promise<boolean> {
  if (idb === undefined || typeof idb.databases !== 'function') return false;
  const listed = await idb.databases();
  return !listed.some((info) => (info.name ?? '').startsWith(HISTORY_DB_PREFIX));
}

/** Hands `kind`'s answer to the worker once it is in: its body moved, not copied. */
async function hand(
  worker: EarlyReadsWorker,
  kind: EarlyReadKind,
  sent: Promise<Response>,
): Promise<void> {
  let message: EarlyReadMessage;
  let body: ArrayBuffer | undefined;
  try {
    const response = await sent;
    body = await response.arrayBuffer();
    const { status, statusText } = response;
    message = {
      [EARLY_READ_MESSAGE]: kind,
      status,
      statusText,
      headers: [...response.headers],
      body,
    };
  } catch (cause) {
    message = {
      [EARLY_READ_MESSAGE]: kind,
      error: cause instanceof Error ? cause.message : 'Network error',
    };
    body = undefined;
  }
  worker.postMessage(message, body ? [body] : []);
}

/**
 * Sends the session check now, for the page and `worker`, and on a first visit the whole
 * history (and on /history the newest bets) for the worker. The first-visit check waits on
 * IndexedDB; the promise settles once those reads are sent.
 */
export async function sendEarlyReads(
  worker: EarlyReadsWorker,
  withFirstPage: boolean,
  idb: Pick<IDBFactory, 'databases'> | undefined = globalThis.indexedDB,
): Promise<void> {
  const me = fetch(SESSION_PATH, asJson);
  session = me;
  // The page reads the answer too: the worker gets a copy, cloned before the page can read it
  // (this callback is the first one on `me`).
  void hand(worker, 'session', me.then((response) => response.clone()));
  const firstVisit = await isFirstVisit(idb).catch(() => false);
  const sent: EarlyReadKind[] = firstVisit
    ? ['whole', ...(withFirstPage ? ['newest' as const] : [])]
    : [];
  const announce: EarlyReadMessage = { [EARLY_READ_MESSAGE]: 'first-visit', firstVisit, sent };
  worker.postMessage(announce);
  if (sent.includes('whole')) {
    void hand(worker, 'whole', fetch(`${BET_CHANGES_PATH}?since=0`, asJson));
  }
  if (sent.includes('newest')) {
    void hand(worker, 'newest', fetch(`${NEWEST_BETS_PATH}?limit=${HISTORY_PAGE_SIZE}`, asJson));
  }
}
