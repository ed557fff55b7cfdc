/*
 * The messages between the page and the history worker's global scope (README.md). The
 * engine's own calls go over the MessagePort the start message carries (Comlink), so the
 * worker's global scope carries only these. Free of imports: the page's first script uses it.
 */

/** Marks a message of this protocol. */
export const HISTORY_WORKER_MESSAGE = 'stakelab-history';

/** The reads the page's first script can send for the worker: see early-reads.ts. */
export type EarlyReadKind = 'session' | 'whole' | 'newest';

/** What the worker does on its own before the page asks (a worker started by the first script). */
export interface SignIn {
  /** On /history: the newest bets too, for a first page while the whole history comes. */
  firstPage: boolean;
  /** The user whose store this browser keeps: read while the session check runs. */
  keptUser: number | null;
  /** The reads sent for the worker; their answers follow as read messages. */
  sent: EarlyReadKind[];
}

/** Always the first message: where the engine is exposed, and whether the worker signs in. */
export interface StartMessage {
  [HISTORY_WORKER_MESSAGE]: 'start';
  engine: MessagePort;
  signIn: SignIn | null;
}

/** One answer as the worker gets it: what a Response is made of, or why there was none. */
export type ReadMessage = { [HISTORY_WORKER_MESSAGE]: 'read'; kind: EarlyReadKind } & (
  | { status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer }
  | { error: string }
);

export type HistoryWorkerMessage = StartMessage | ReadMessage;
