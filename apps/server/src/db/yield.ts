/**
 * Lets other requests run. better-sqlite3 answers synchronously, so a long run of awaited
 * statements (an import's transaction) resolves as one chain of microtasks and never lets the
 * event loop serve anyone else; long loops of statements call this between chunks.
 */
export const yieldToEventLoop = (): Promise<void> =>
  new Promise((resolve) => setImmediate(resolve));
