import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

/**
 * Bets and their catalogue. Sports and competitions are matched by a key (lower-case, accents
 * removed); `sport_aliases` maps other spellings ("Fútbol", "Soccer") to one sport. Every id a
 * source gives a bet (aliases included) goes to `bet_source_ids`, unique per owner, which is what
 * makes re-importing add nothing. Money in integer cents, odds in integer thousandths.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);

  await withIdColumn(db.schema.createTable('sports'), dialect)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull().unique())
    .execute();

  await db.schema
    .createTable('sport_aliases')
    .addColumn('alias_key', 'text', (col) => col.primaryKey())
    .addColumn('sport_id', 'integer', (col) =>
      col.notNull().references('sports.id').onDelete('cascade'),
    )
    .execute();

  await withIdColumn(db.schema.createTable('competitions'), dialect)
    .addColumn('sport_id', 'integer', (col) =>
      col.notNull().references('sports.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addUniqueConstraint('competitions_sport_name_key', ['sport_id', 'name_key'])
    .execute();

  await withIdColumn(db.schema.createTable('bets'), dialect)
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('source_bet_id', 'text', (col) => col.notNull())
    .addColumn('placed_at', ts, (col) => col.notNull())
    .addColumn('settled_at', ts)
    .addColumn('sport_id', 'integer', (col) => col.notNull().references('sports.id'))
    .addColumn('competition_id', 'integer', (col) => col.references('competitions.id'))
    .addColumn('event_description', 'text')
    .addColumn('odds_milli', 'integer')
    .addColumn('stake_cents', 'bigint', (col) => col.notNull())
    .addColumn('return_cents', 'bigint', (col) => col.notNull())
    .addColumn('net_return_cents', 'bigint', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('bet_type', 'text')
    .addColumn('bookmaker', 'text')
    .addColumn('side', 'text')
    .addColumn('liability_cents', 'bigint')
    .addColumn('raw', 'text')
    .addColumn('created_at', ts, (col) => col.notNull())
    .addUniqueConstraint('bets_user_source_bet_id', ['user_id', 'source_bet_id'])
    .execute();
  await db.schema
    .createIndex('bets_user_placed_at')
    .on('bets')
    .columns(['user_id', 'placed_at'])
    .execute();

  await db.schema
    .createTable('bet_source_ids')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('source_id', 'text', (col) => col.notNull())
    .addColumn('bet_id', 'integer', (col) =>
      col.notNull().references('bets.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('bet_source_ids_pk', ['user_id', 'source_id'])
    .execute();
  await db.schema
    .createIndex('bet_source_ids_bet_id')
    .on('bet_source_ids')
    .column('bet_id')
    .execute();

  await withIdColumn(db.schema.createTable('selections'), dialect)
    .addColumn('bet_id', 'integer', (col) =>
      col.notNull().references('bets.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('odds_milli', 'integer')
    .addColumn('event_name', 'text')
    .addColumn('market_name', 'text')
    .addColumn('sport_id', 'integer', (col) => col.notNull().references('sports.id'))
    .addColumn('competition_id', 'integer', (col) => col.references('competitions.id'))
    .addColumn('result', 'text')
    .execute();
  await db.schema.createIndex('selections_bet_id').on('selections').column('bet_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'selections',
    'bet_source_ids',
    'bets',
    'competitions',
    'sport_aliases',
    'sports',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
