import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('contact_messages'), dialect)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', timestampType(dialect), (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
