import type { EarlyReadKind, ReadMessage } from './worker-protocol';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * In the history worker: the answers to the reads the page's first script sent for it
 * (early-reads.ts), as the Responses a fetch would have given; a read that failed rejects as a
 * failed fetch does. Each is taken once: a later read of the same thing asks the server anew.
 */
export class EarlyAnswers {
  readonly #sent: Set<EarlyReadKind>;
  readonly #reads = new Map<EarlyReadKind, ReturnType<typeof deferred<Response | Error>>>();

  /** `sent`: the reads the start message says are coming. */
  constructor(sent: readonly EarlyReadKind[]) {
    this.#sent = new Set(sent);
    for (const kind of sent) this.#reads.set(kind, deferred());
  }

  /** An answer has come (a read message). */
  receive(message: ReadMessage): void {
    const read = this.#reads.get(message.kind);
    if (read === undefined) return;
    if ('error' in message) {
      read.resolve(new TypeError(message.error));
      return;
    }
    const { body, status, statusText, headers } = message;
    try {
      read.resolve(new Response(body, { status, statusText, headers }));
    } catch (error) {
      // An answer a Response cannot be made of (a body on a 204): as a failed fetch.
      read.resolve(error instanceof Error ? error : new TypeError('Unreadable answer'));
    }
  }

  /** `kind`'s answer the first time it is asked for; undefined after, and for one not sent. */
  take(kind: EarlyReadKind): Promise<Response> | undefined {
    const read = this.#reads.get(kind);
    if (read === undefined || !this.#sent.delete(kind)) return undefined;
    return read.promise.then((answer) => {
      if (answer instanceof Error) throw answer;
      return answer;
    });
  }

  /** No one signed in: the reads sent are let go, so a later user never takes them. */
  dropAll(): void {
    this.#sent.clear();
  }
}
