import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

/**
 * The mail outbox (docs/product.md §7 "Mail"): every mail is written here in the transaction of
 * what caused it, then delivered by the sender loop with retries. `locked_until`/`locked_by`
 * let one process at a time claim a row; `body` (JSON: text, html, replyTo) may hold a token
 * link, so it is blanked once the mail is sent or given up.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);
  await withIdColumn(db.schema.createTable('mail_outbox'), dialect)
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text')
    // 'pending' | 'sent' | 'failed'
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('next_attempt_at', ts, (col) => col.notNull())
    .addColumn('locked_until', ts)
    .addColumn('locked_by', 'text')
    .addColumn('sent_at', ts)
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
