/**
 * A bet's source record already written as JSON: an import thread writes it there
 * (workers/parse-import.ts), so the event loop neither rebuilds the record's objects from the
 * thread's bytes nor encodes them again to store them.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** The bets.raw column for a record's `raw`: its JSON text, or null when it has none. */
export const rawColumn = (raw: unknown): string | null =>
  raw instanceof RawJson ? raw.text : raw === undefined ? null : JSON.stringify(raw);
