import type { EuroRate } from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { yieldToEventLoop } from '../db/yield.ts';
import { chunks } from './chunks.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Rows per insert: 4 values each, well under both databases' bound-parameter limits. */
const ROWS_PER_INSERT = 500;

/** Stores the rates, a day and currency already there taking the new rate. */
export async function upsertFxRates(db: Db, rates: readonly EuroRate[], now: Date): Promise<void> {
  const loadedAt = now.toISOString();
  for (const part of chunks([...rates], ROWS_PER_INSERT)) {
    await db
      .insertInto('fx_rates')
      .values(
        part.map((rate) => ({
          day: rate.day,
          currency: rate.currency,
          per_euro_micros: rate.perEuroMicros,
          loaded_at: loadedAt,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['currency', 'day']).doUpdateSet((eb) => ({
          per_euro_micros: eb.ref('excluded.per_euro_micros'),
          loaded_at: eb.ref('excluded.loaded_at'),
        })),
      )
      .execute();
    // A whole history is some 250,000 rates: other requests get their turn between inserts.
    await yieldToEventLoop();
  }
}

/** The rates of these currencies, per currency, oldest day first. */
export async function listFxRates(
  db: Db,
  currencies: readonly string[],
): Promise<Record<string, [string, number][]>> {
  const answer: Record<string, [string, number][]> = {};
  if (currencies.length === 0) return answer;
  const rows = await db
    .selectFrom('fx_rates')
    .select(['currency', 'day', 'per_euro_micros'])
    .where('currency', 'in', [...currencies])
    .orderBy('currency')
    .orderBy('day')
    .execute();
  for (const row of rows) {
    (answer[row.currency] ??= []).push([row.day, Number(row.per_euro_micros)]);
  }
  return answer;
}
