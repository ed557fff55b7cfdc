/** Rows per INSERT: well under SQLite's and PostgreSQL's bound-parameter limits. */
export const CHUNK = 100;

/** `items` in consecutive parts of `size` (the last may be shorter). */
export function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Rows gathered across parts and inserted CHUNK at a time, so that every statement but the
 * last has the same text (a bulkInserter compiles and prepares it once). Returns, at the end,
 * how many rows went in.
 */
export class RowsInChunks<Row> {
  readonly #insert: (rows: readonly Row[]) => Promise<unknown>;
  #waiting: Row[] = [];
  #inserted = 0;

  constructor(insert: (rows: readonly Row[]) => Promise<unknown>) {
    this.#insert = insert;
  }

  async add(rows: readonly Row[]): Promise<void> {
    for (const row of rows) this.#waiting.push(row);
    while (this.#waiting.length >= CHUNK) await this.#send(this.#waiting.splice(0, CHUNK));
  }

  async flush(): Promise<number> {
    if (this.#waiting.length > 0) await this.#send(this.#waiting.splice(0));
    return this.#inserted;
  }

  async #send(rows: Row[]): Promise<void> {
    await this.#insert(rows);
    this.#inserted += rows.length;
  }
}
