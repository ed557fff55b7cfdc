import SQLite from 'better-sqlite3';
import { zipSync } from 'fflate';
import { Kysely, SqliteDialect } from 'kysely';
import { move, workerData } from 'piscina';
import type { Database } from '../../db/schema.ts';
import { cachingStatements } from '../../db/statement-cache.ts';
import { accountExportFiles } from './build-export.ts';

/** What the thread starts with: the SQLite file the server writes. */
export interface AccountExportSetup {
  file: string;
}

/** What it is asked: one account's zip, dated `now` (an ISO instant). */
export interface AccountExportRequest {
  userId: number;
  now: string;
}

const { file } = workerData as AccountExportSetup;

/**
 * Builds one account's "Download my data" zip on a read-only connection of its own
 * (export-thread.ts): the same reads and files as on the event loop (build-export.ts), in one
 * read transaction, which WAL keeps at one snapshot while the server's writer commits. A new
 * connection for each export: an export is rare and the open is ~1 ms, and nothing is held
 * between them. The zip is made here, synchronously (this thread has nothing else to answer),
 * and its bytes move to the main thread, transferred, not copied.
 */
export default async function buildExport({ userId, now }: AccountExportRequest): Promise<unknown> {
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    connection.pragma('busy_timeout = 5000');
    // As the app's reader (db/connection.ts): Kysely's SQLite dialect, no plugins.
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: cachingStatements(connection) }),
    });
    const zip = zipSync(await accountExportFiles(db, userId, new Date(now)), { level: 6 });
    await db.destroy();
    return move(zip);
  } catch (err) {
    // As a plain Error: better-sqlite3's SqliteError reached the main thread without its message.
    throw new Error(err instanceof Error ? err.message : String(err), { cause: err });
  } finally {
    if (connection.open) connection.close();
  }
}
