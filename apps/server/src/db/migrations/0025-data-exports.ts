import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

/**
 * "Download my data" (issue 37 part 2, docs/decisions/031-data-export-and-deletion.md): one row
 * per export asked for, built off the request by services/account-data/export-worker.ts.
 *
 * The zip is kept in the row (bytea / blob), not in DATA_DIR: a PostgreSQL deployment may run
 * several server processes without a shared disk, and the process that answers the download
 * need not be the one that built it; a row also goes with the user by the cascade and with the
 * database's backups, and needs no second clean-up of files. Its size is bounded
 * (DATA_EXPORT_MAX_BYTES in the worker) and it is cleared on download or after 24 hours.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);
  await withIdColumn(db.schema.createTable('data_exports'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // pending → ready | failed; the worker claims pending rows through locked_until.
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', ts)
    .addColumn('locked_by', 'text')
    // SHA-256 (hex) of the one-time download link's token.
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('ready_at', ts)
    .addColumn('downloaded_at', ts)
    .addColumn('size_bytes', 'integer')
    .addColumn('error', 'text')
    .addColumn('content', dialect === 'postgres' ? 'bytea' : 'blob')
    .execute();
  await db.schema
    .createIndex('data_exports_user_id')
    .on('data_exports')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema.createIndex('data_exports_status').on('data_exports').column('status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
}
