import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

/**
 * Personal API tokens (issue 37 part 5, docs/decisions/030-personal-api-tokens.md): the
 * SHA-256 of each token's secret, never the secret; its scope, expiry and last use. A revoked
 * token's row is deleted. They go with the user (cascade), as the other credentials do.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);
  await withIdColumn(db.schema.createTable('api_tokens'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    // `slk_` and the secret's first 4 characters, to tell tokens apart in the list.
    .addColumn('token_prefix', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('expires_at', ts, (col) => col.notNull())
    .addColumn('last_used_at', ts)
    .execute();
  await db.schema.createIndex('api_tokens_user_id').on('api_tokens').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
}
