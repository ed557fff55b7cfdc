import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

/**
 * Accounts. Booleans are INTEGER 0/1 on both dialects (better-sqlite3 cannot bind booleans).
 * `username_key` is the lower-cased username so uniqueness ignores case on both databases.
 * Sessions and one-time tokens keep only a SHA-256 of the secret the browser or e-mail holds.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);

  await withIdColumn(db.schema.createTable('users'), dialect)
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('username_key', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('gender', 'text')
    .addColumn('birth_date', 'text')
    .addColumn('city', 'text')
    .addColumn('country', 'text')
    .addColumn('state', 'text')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en'))
    .addColumn('is_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('email_verified_at', ts)
    .addColumn('terms_accepted_at', ts)
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('updated_at', ts, (col) => col.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('sessions'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('last_used_at', ts, (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await withIdColumn(db.schema.createTable('user_tokens'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema.createIndex('user_tokens_user_id').on('user_tokens').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_tokens').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
