import type SQLite from 'better-sqlite3';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';
import { cachingStatements } from './statement-cache.ts';

/**
 * Kysely's SQLite driver, except that it does not roll back a transaction SQLite has already
 * ended. On a full disk (SQLITE_FULL) or an I/O error SQLite may cancel the whole transaction
 * itself; Kysely's own `rollback` then fails with "cannot rollback - no transaction is active",
 * and that error would replace the one that says what happened (a 507 would become a 500).
 */
class DriverKeepingTheCause extends SqliteDriver {
  readonly #sqlite: SQLite.Database;

  constructor(sqlite: SQLite.Database) {
    super({ database: cachingStatements(sqlite) });
    this.#sqlite = sqlite;
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#sqlite.inTransaction) return;
    await super.rollbackTransaction(connection);
  }
}

/**
 * The SQLite dialect over one better-sqlite3 connection, keeping a failed write's own error and
 * each SQL text's prepared statement (see cachingStatements).
 */
export class SqliteDialectKeepingTheCause extends SqliteDialect {
  readonly #sqlite: SQLite.Database;

  constructor(sqlite: SQLite.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    return new DriverKeepingTheCause(this.#sqlite);
  }
}
