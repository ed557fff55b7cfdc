import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Statements kept per connection: the app's queries are a few hundred distinct texts. */
const MAX_STATEMENTS = 500;
/**
 * Longer texts (bulk inserts of many rows) hold large programs, and most are sent once: such a
 * text is kept from its second use (an import's chunks of one size share one).
 */
const MAX_CACHED_SQL_LENGTH = 4096;
/** Long texts remembered as seen once, waiting for a second use. */
const MAX_SEEN_ONCE = 64;

/**
 * A better-sqlite3 connection as Kysely uses it, with each SQL text prepared once. Kysely's
 * driver prepares every query anew, and for the short queries a server sends, preparing costs
 * about as much as running them, on the event loop. A statement is reused only
 * between calls (better-sqlite3 is synchronous and Kysely never streams here); SQLite
 * prepares it again itself after a change of schema. The least recently used texts go beyond
 * MAX_STATEMENTS.
 */
export function cachingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: MAX_STATEMENTS });
  const seenOnce = new LRUCache<string, true>({ max: MAX_SEEN_ONCE });
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const held = statements.get(sql);
      if (held !== undefined) return held;
      const statement = sqlite.prepare(sql);
      if (sql.length > MAX_CACHED_SQL_LENGTH && !seenOnce.delete(sql)) {
        seenOnce.set(sql, true);
        return statement;
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
