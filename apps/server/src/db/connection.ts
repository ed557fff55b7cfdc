import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { SqliteDialectKeepingTheCause } from './sqlite-dialect.ts';
import { cachingStatements } from './statement-cache.ts';
import { checkpointInWorker } from './wal-checkpointer.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * For reads that must not wait behind a write in progress (the health check, the session
   * lookup, the history list): on SQLite a second connection, which WAL lets read beside the
   * writer (Kysely runs one statement at a time per connection, and an import's transaction
   * holds `db` for seconds); on PostgreSQL the same pool.
   */
  reader: Kysely<Database>;
  /**
   * For imports' writes, which hold a connection for seconds: on PostgreSQL a pool of its own
   * of IMPORT_CONNECTIONS, so however many users import at once the interactive requests keep
   * every connection of `db` (issue 30: imports and logins held the pool at 25 requests/s);
   * on SQLite `db` itself (one writer either way).
   */
  bulk: Kysely<Database>;
  dialect: DialectName;
  /** Where the data lives, for logs: the SQLite file or the PostgreSQL host/database. */
  location: string;
  destroy(): Promise<void>;
}

export type DatabaseTarget =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

const PG_TYPE = { INT8: 20, DATE: 1082, TIMESTAMPTZ: 1184 } as const;

/**
 * pg returns BIGINT (and COUNT(*)) as strings and timestamps as Date objects, SQLite returns
 * numbers and text. Normalise here, once, so repositories see the same values on both.
 */
function pgTypeParser(oid: number, format?: string): (value: string) => unknown {
  switch (oid) {
    case PG_TYPE.INT8:
      return (value) => {
        const n = Number(value);
        if (!Number.isSafeInteger(n))
          throw new RangeError(`BIGINT ${value} exceeds the safe integer range`);
        return n;
      };
    case PG_TYPE.TIMESTAMPTZ:
      return (value) => new Date(value).toISOString();
    case PG_TYPE.DATE:
      return (value) => value;
    default:
      return pg.types.getTypeParser(oid, format as 'text');
  }
}

function describePostgres(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

export interface OpenOptions {
  /**
   * SQLite: copy the WAL into the database file on a thread of its own (db/wal-checkpointer.ts)
   * instead of inside a commit on the event loop. The server process sets it; tests and the
   * command-line tools, which open many short-lived databases, keep SQLite's default.
   */
  checkpointThread?: boolean;
  /**
   * PostgreSQL: the longest a statement may run (the server cancels it), and, a little later,
   * the longest the client waits for an answer at all (a stalled or unreachable server answers
   * nothing). Either fault answers 503 with Retry-After (db/errors.ts) instead of holding the
   * request and a pool connection for as long as TCP takes to notice. Unset: no limit (the
   * migrations and the command-line tools, whose statements may rewrite whole tables).
   */
  statementTimeoutMs?: number | undefined;
}

/**
 * PostgreSQL connections for imports' writes, beside the 10 of the main pool. An import waits
 * for one of them (the import queue, services/import-pool.ts, bounds how many wait), never for
 * one an interactive request needs.
 */
export const IMPORT_CONNECTIONS = 3;
/** How long an import waits for its connection: several imports of seconds each. */
const IMPORT_CONNECTION_WAIT_MS = 60_000;

/** How much longer than the server's statement timeout the client waits for any answer. */
const CLIENT_WAIT_BEYOND_MS = 2000;

function postgresPool(
  url: string,
  max: number,
  connectionTimeoutMillis: number,
  statementTimeoutMs: number | undefined,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis,
    // A peer that vanished without a FIN (a network cut, a host gone) is noticed in about
    // 10 s + 9 probes instead of the system's two hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(statementTimeoutMs === undefined
      ? {}
      : {
          statement_timeout: statementTimeoutMs,
          query_timeout: statementTimeoutMs + CLIENT_WAIT_BEYOND_MS,
        }),
    types: { getTypeParser: pgTypeParser as typeof pg.types.getTypeParser },
  });
  // An idle connection can fail on its own (the server restarts, or terminates it): pg then
  // emits 'error' on the pool, which would crash the process without a listener. The pool
  // drops that connection and opens a new one when needed; queries in flight still reject.
  const lost = (err: Error) => process.emitWarning(`PostgreSQL connection lost: ${err.message}`);
  pool.on('error', lost);
  // A connection checked out of the pool (between statements of a transaction) reports its
  // failure on the client itself, where the pool listens no more: without this listener
  // "terminating connection due to administrator command" would end the process. The
  // statement that next uses it rejects, and the request answers 503 (db/errors.ts).
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

export function openDatabase(
  target: DatabaseTarget,
  { checkpointThread = false, statementTimeoutMs }: OpenOptions = {},
): DatabaseHandle {
  if (target.dialect === 'postgres') {
    const pool = postgresPool(target.url, 10, 5000, statementTimeoutMs);
    const bulkPool = postgresPool(
      target.url,
      IMPORT_CONNECTIONS,
      IMPORT_CONNECTION_WAIT_MS,
      statementTimeoutMs,
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const bulk = new Kysely<Database>({ dialect: new PostgresDialect({ pool: bulkPool }) });
    return {
      db,
      reader: db,
      bulk,
      dialect: 'postgres',
      location: describePostgres(target.url),
      destroy: async () => {
        await bulk.destroy();
        await db.destroy();
      },
    };
  }

  fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new SQLite(target.file);
  // WAL lets readers run while a write is in progress; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialectKeepingTheCause(sqlite) });
  // Opened after the writer set WAL (a property of the file), so it reads beside it.
  const readConnection = new SQLite(target.file);
  readConnection.pragma('busy_timeout = 5000');
  readConnection.pragma('query_only = ON');
  const reader = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachingStatements(readConnection) }),
  });
  const checkpoints = checkpointThread
    ? checkpointInWorker(sqlite, target.file, (message) => process.emitWarning(message))
    : undefined;
  return {
    db,
    reader,
    bulk: db,
    dialect: 'sqlite',
    location: target.file,
    destroy: async () => {
      await checkpoints?.stop();
      await reader.destroy();
      // Kysely closes only a connection it has used: close one never read through, too.
      if (readConnection.open) readConnection.close();
      await db.destroy();
    },
  };
}

/** The database a configuration points at: PostgreSQL when DATABASE_URL is set, else a SQLite file. */
export function databaseTargetFor(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl
    ? { dialect: 'postgres', url: config.databaseUrl }
    : { dialect: 'sqlite', file: path.join(config.dataDir, 'stakelab.sqlite') };
}
