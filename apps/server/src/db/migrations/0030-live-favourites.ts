import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

/**
 * The teams and competitions a user stars on the live page (issue 36 "my bets live"), per
 * user: kind 'team' | 'competition', the name as the feed spells it, and name_key (no case,
 * accents or runs of spaces) so 'Atlético' and 'atletico' are one favourite. They go with the
 * user (cascade).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);
  await withIdColumn(db.schema.createTable('live_favourites'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addUniqueConstraint('live_favourites_user_kind_name', ['user_id', 'kind', 'name_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_favourites').execute();
}
