import { EARLY_READ_MESSAGE, type EarlyReadKind, type EarlyReadMessage } from './early-reads';

function isEarlyRead(data: unknown): data is EarlyReadMessage {
  return typeof data === 'object' && data !== null && EARLY_READ_MESSAGE in data;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * In the history worker: the reads the page's first script sent for it (early-reads.ts), as
 * the Responses a fetch would have given; a read that failed rejects as a failed fetch does.
 * Each is taken once: a later read of the same thing asks the server anew.
 */
export class HandedReads {
  readonly #firstVisit = deferred<boolean>();
  readonly #reads = new Map<EarlyReadKind, ReturnType<typeof deferred<Response | Error>>>();
  readonly #taken = new Set<EarlyReadKind>();
  /** The session is always sent; the rest once the page has said which it sent. */
  readonly #sent = new Set<EarlyReadKind>(['session']);

  /** Listens on `scope` (the worker's global) before anything else does: see receive. */
  constructor(scope: Pick<EventTarget, 'addEventListener'>) {
    scope.addEventListener('message', (event) => this.receive(event as MessageEvent));
  }

  /** Keeps a handed read; other listeners (comlink's) never see it. */
  receive(event: MessageEvent): void {
    const data: unknown = event.data;
    if (!isEarlyRead(data)) return;
    event.stopImmediatePropagation();
    const kind = data[EARLY_READ_MESSAGE];
    if (kind === 'first-visit') {
      if (!('firstVisit' in data)) return;
      for (const sent of data.sent) this.#sent.add(sent);
      this.#firstVisit.resolve(data.firstVisit);
      return;
    }
    const read = this.#slot(kind);
    if ('error' in data) {
      read.resolve(new TypeError(data.error));
      return;
    }
    const { body, status, statusText, headers } = data;
    try {
      read.resolve(new Response(body, { status, statusText, headers }));
    } catch (error) {
      // An answer a Response cannot be made of (a body on a 204): as a failed fetch.
      read.resolve(error instanceof Error ? error : new TypeError('Unreadable answer'));
    }
  }

  /** Whether the page found no bet store on this browser (it then sent the whole history). */
  firstVisit(): Promise<boolean> {
    return this.#firstVisit.promise;
  }

  /**
   * `kind`'s answer, the first time it is asked for; undefined after, and for a read the page
   * has not said it sent (yet): the caller then asks the server itself.
   */
  take(kind: EarlyReadKind): Promise<Response> | undefined {
    if (this.#taken.has(kind) || !this.#sent.has(kind)) return undefined;
    this.#taken.add(kind);
    return this.#slot(kind).promise.then((read) => {
      if (read instanceof Error) throw read;
      return read;
    });
  }

  #slot(kind: EarlyReadKind) {
    let read = this.#reads.get(kind);
    if (read === undefined) {
      read = deferred<Response | Error>();
      this.#reads.set(kind, read);
    }
    return read;
  }
}
