import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';

/** Odds in thousandths: INTEGER stopped at 2,147,483.647 on PostgreSQL (issue 30). */
const ODDS_COLUMNS = [
  ['bets', 'odds_milli'],
  ['bets', 'closing_odds_milli'],
  ['bets', 'price_requested_milli'],
  ['selections', 'odds_milli'],
  ['stakes', 'total_odds_milli'],
] as const;

/**
 * Odds columns as wide as the money columns: BIGINT on PostgreSQL, where INTEGER is 32 bits
 * and an imported price of 2,147,483.648 or more failed the whole write. SQLite's INTEGER is
 * 64 bits already: nothing to do there. The application keeps every stored amount within the
 * safe-integer range (repositories/stored-amounts.ts), which BIGINT holds.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const [table, column] of ODDS_COLUMNS) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type bigint`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const [table, column] of ODDS_COLUMNS) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type integer`.execute(
      db,
    );
  }
}
