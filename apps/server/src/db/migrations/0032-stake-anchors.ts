import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

/**
 * The stake record's external anchors (issue 34, docs/stake-record.md "Anchoring the head"):
 * one row per RFC 3161 time-stamp of the record's head hash. `seq` and `hash` name the entry
 * anchored; `tsa_url` where it was stamped (without credentials); `reply` the TimeStampResp
 * exactly as the TSA sent it (what `openssl ts -verify -in` reads); `anchored_at` the TSA's own
 * time (genTime); `created_at` the server's, which the daily schedule counts from.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);
  await withIdColumn(db.schema.createTable('stake_anchors'), dialect)
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('tsa_url', 'text', (col) => col.notNull())
    .addColumn('reply', dialect === 'postgres' ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('anchored_at', ts, (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stake_anchors').execute();
}
