import { HISTORY_PAGE_SIZE } from './history-page-size';
import { holdsNoHistories } from './stored-histories';

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
let signedIn: Promise<boolean> = Promise.resolve(false);

/** The session's answer the first script asked for, taken once (the page's first session check). */
export function takeEarlySessionRead(): Promise<Response> | null {
  const sent = session;
  session = null;
  return sent;
}

/** Whether the first script's session check names a user (false when none was sent). */
export function earlySignedIn(): Promise<boolean> {
  return signedIn;
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

/** A first visit's reads: the whole history, and on /history the newest bets. */
function wholeReads(withFirstPage: boolean) {
  return {
    whole: fetch(`${BET_CHANGES_PATH}?since=0`, asJson),
    newest: withFirstPage
      ? fetch(`${NEWEST_BETS_PATH}?limit=${HISTORY_PAGE_SIZE}`, asJson)
      : undefined,
  };
}

export interface EarlyReadsOptions {
  /** Where the stores are listed (the browser's IndexedDB); null: nowhere. */
  idb?: Pick<IDBFactory, 'databases'> | null;
}

/**
 * Sends the session check now, for the page and `worker`, and on a first visit (IndexedDB
 * lists no bet store) the whole history, and on /history the newest bets, for the worker. The
 * promise settles once the worker has been told which reads it gets.
 */
export async function sendEarlyReads(
  worker: EarlyReadsWorker,
  withFirstPage: boolean,
  { idb = globalThis.indexedDB ?? null }: EarlyReadsOptions = {},
): Promise<void> {
  const me = fetch(SESSION_PATH, asJson);
  session = me;
  // The page reads the answer too: the worker gets a copy, and so does earlySignedIn, cloned
  // before the page can read it (these callbacks are the first ones on `me`).
  void hand(
    worker,
    'session',
    me.then((response) => response.clone()),
  );
  signedIn = me
    .then((response) => response.clone().json())
    .then((body: unknown) => isObject(body) && isObject(body.user))
    .catch(() => false);
  // Not before: a browser that keeps a history asks only for what changed, once the user is
  // known. (Asking before the check too, on a hint kept in localStorage, put the read's
  // transfer and parse beside the page's code on two cores: the first chart came later.)
  // A first visit when this browser keeps no one's history: the whole history is read. Where
  // it cannot tell, the worker asks once it knows the user.
  const firstVisit = await holdsNoHistories(idb);
  const reads = firstVisit ? wholeReads(withFirstPage) : null;
  const sent: EarlyReadKind[] = [];
  if (reads) sent.push('whole');
  if (reads?.newest) sent.push('newest');
  const announce: EarlyReadMessage = { [EARLY_READ_MESSAGE]: 'first-visit', firstVisit, sent };
  worker.postMessage(announce);
  if (reads) void hand(worker, 'whole', reads.whole);
  if (reads?.newest) void hand(worker, 'newest', reads.newest);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
