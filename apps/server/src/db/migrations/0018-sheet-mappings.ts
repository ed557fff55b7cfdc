import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

/**
 * The column mappings users saved for their spreadsheets (issue 33, docs/formats.md §4
 * "mapping"): one per user and header, found again by the SHA-256 of the header's signature (a
 * header may be long; the hash keeps the unique index small on both dialects). The mapping is
 * JSON text, the same on both dialects, checked against core's sheetMappingSchema when read.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);
  await withIdColumn(db.schema.createTable('sheet_mappings'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('signature_hash', 'text', (col) => col.notNull())
    .addColumn('signature', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mapping', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull())
    .addUniqueConstraint('sheet_mappings_user_signature', ['user_id', 'signature_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sheet_mappings').execute();
}
