import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType } from './column-types.ts';

/**
 * Locked stakes and their hash-chained public record (issue 34, docs/stake-record.md).
 *
 * stakes: `starts_at`, the event's start given at publish (null for older stakes and when not
 * given), and `void_reason`. Status and final result become one field: `status` holds the
 * state (IN_PROGRESS, pending or an outcome) and the API derives final_result from it, so the
 * two can no longer disagree; older rows take their final result where it is an outcome.
 *
 * stake_record: the append-only chain. `seq` is the primary key and `prev_hash` unique, so two
 * appends that read the same last entry cannot both land: one fails and retries on top of the
 * other, on SQLite and PostgreSQL alike. `reveal_at` is the stake's start: before it the public
 * record shows the entry's hash only. Stakes published before this migration are not in it.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);
  await db.schema.alterTable('stakes').addColumn('starts_at', ts).execute();
  await db.schema.alterTable('stakes').addColumn('void_reason', 'text').execute();
  await sql`update stakes set status = final_result
    where final_result in ('won', 'lost', 'void', 'cashed_out')`.execute(db);
  await db.schema.alterTable('stakes').dropColumn('final_result').execute();

  await db.schema
    .createTable('stake_record')
    .addColumn('seq', 'integer', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('stake_id', 'integer', (col) => col.notNull())
    .addColumn('canonical', 'text', (col) => col.notNull())
    .addColumn('prev_hash', 'text', (col) => col.notNull().unique())
    .addColumn('hash', 'text', (col) => col.notNull().unique())
    .addColumn('at', ts, (col) => col.notNull())
    .addColumn('reveal_at', ts)
    .execute();
  await db.schema
    .createIndex('stake_record_stake_id')
    .on('stake_record')
    .column('stake_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stake_record').execute();
  await db.schema
    .alterTable('stakes')
    .addColumn('final_result', 'text', (col) => col.notNull().defaultTo('IN PROGRESS'))
    .execute();
  await sql`update stakes set final_result = status
    where status not in ('IN_PROGRESS', 'pending')`.execute(db);
  await db.schema.alterTable('stakes').dropColumn('void_reason').execute();
  await db.schema.alterTable('stakes').dropColumn('starts_at').execute();
}
