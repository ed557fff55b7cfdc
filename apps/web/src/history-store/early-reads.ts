import { HISTORY_PAGE_SIZE } from './history-page-size';
import { holdsNoHistories, keptHistoryUser } from './stored-histories';
import {
  type EarlyReadKind,
  HISTORY_WORKER_MESSAGE,
  type ReadMessage,
  type StartMessage,
} from './worker-protocol';

/*
 * The reads a bets page needs first, sent by the page's first script (main.tsx) before it asks
 * for the app's code: on HTTP/1.1 a browser opens six connections to a server, and the
 * ~80 files of /dashboards queued the history worker's own reads behind them (a first visit at
 * 10,000 bets: the session ~600 ms late). The worker is handed their answers (early-answers.ts),
 * the page takes the session's (get-session.ts). Imports only modules free of imports: this
 * runs in the first script.
 */

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
  const read = { [HISTORY_WORKER_MESSAGE]: 'read', kind } as const;
  let message: ReadMessage;
  let body: ArrayBuffer | undefined;
  try {
    const response = await sent;
    body = await response.arrayBuffer();
    const { status, statusText } = response;
    message = { ...read, status, statusText, headers: [...response.headers], body };
  } catch (cause) {
    message = { ...read, error: cause instanceof Error ? cause.message : 'Network error' };
    body = undefined;
  }
  worker.postMessage(message, body ? [body] : []);
}

export interface EarlyReadsOptions {
  /** Where the stores are listed (the browser's IndexedDB); null: nowhere. */
  idb?: Pick<IDBFactory, 'databases'> | null;
}

/**
 * Starts `worker` signed in: sends the session check now, for the page and the worker, and on
 * a first visit (IndexedDB lists no bet store) the whole history, and on /history the newest
 * bets, for the worker; then the start message (with `engine`, the port the page talks to the
 * engine through) and each answer as it comes. The promise settles once the worker is started.
 */
export async function sendEarlyReads(
  worker: EarlyReadsWorker,
  engine: MessagePort,
  withFirstPage: boolean,
  { idb = globalThis.indexedDB ?? null }: EarlyReadsOptions = {},
): Promise<void> {
  const me = fetch(SESSION_PATH, asJson);
  session = me;
  // The page reads the answer too: the worker gets a copy, and so does earlySignedIn, cloned
  // before the page can read it (these callbacks are the first ones on `me`).
  const forWorker = me.then((response) => response.clone());
  // Handed to the worker only after the IndexedDB checks below: offline, the fetch fails first,
  // and a rejection with no handler yet is reported as the page's uncaught error.
  forWorker.catch(() => undefined);
  signedIn = me
    .then((response) => response.clone().json())
    .then((body: unknown) => isObject(body) && isObject(body.user))
    .catch(() => false);
  // Not before: a browser that keeps a history asks only for what changed, once the user is
  // known. A first visit (this browser keeps no one's history) reads the whole history now;
  // where the browser cannot tell, the worker asks once it knows the user.
  const [firstVisit, keptUser] = await Promise.all([holdsNoHistories(idb), keptHistoryUser(idb)]);
  const reads = new Map<EarlyReadKind, Promise<Response>>([['session', forWorker]]);
  if (firstVisit) {
    reads.set('whole', fetch(`${BET_CHANGES_PATH}?since=0`, asJson));
    if (withFirstPage) {
      reads.set('newest', fetch(`${NEWEST_BETS_PATH}?limit=${HISTORY_PAGE_SIZE}`, asJson));
    }
  }
  const start: StartMessage = {
    [HISTORY_WORKER_MESSAGE]: 'start',
    engine,
    signIn: { firstPage: withFirstPage, keptUser, sent: [...reads.keys()] },
  };
  worker.postMessage(start, [engine]);
  for (const [kind, read] of reads) void hand(worker, kind, read);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
