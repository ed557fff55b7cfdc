import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

/**
 * Account security (issue 37, docs/decisions/028-account-security.md): the TOTP second factor
 * (its secret, apart from `users` so it never rides along with the session's user row),
 * recovery codes and the logins waiting for a code (SHA-256 of their secrets only), e-mail
 * changes waiting for their link, and the coarse address each session was last seen from.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);
  const userIdColumn = (table: string) =>
    withIdColumn(db.schema.createTable(table), dialect).addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    );

  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    // Null while set up but not yet confirmed by a first code.
    .addColumn('enabled_at', ts)
    // The RFC 6238 time step of the last code accepted: a code works once.
    .addColumn('last_time_step', 'integer')
    .execute();

  await userIdColumn('recovery_codes')
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema
    .createIndex('recovery_codes_user_id')
    .on('recovery_codes')
    .column('user_id')
    .execute();

  await userIdColumn('pending_logins')
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('pending_logins_user_id')
    .on('pending_logins')
    .column('user_id')
    .execute();

  await userIdColumn('email_changes')
    .addColumn('new_email', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('used_at', ts)
    .execute();
  await db.schema
    .createIndex('email_changes_user_id')
    .on('email_changes')
    .column('user_id')
    .execute();

  // IPv4 /24 or IPv6 /48 (auth/coarse-address.ts): enough to recognise a place, not a person.
  await db.schema.alterTable('sessions').addColumn('address', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('address').execute();
  await db.schema.dropTable('email_changes').execute();
  await db.schema.dropTable('pending_logins').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('user_two_factor').execute();
}
