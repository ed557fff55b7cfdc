import type { BetRecord } from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Every id a record is known by (its own and its aliases), each once. */
export const sourceIdsOf = (bet: BetRecord): string[] => [
  ...new Set([bet.sourceBetId, ...bet.aliases]),
];

/** The internal id of the user's bet with this source id (or alias), or null. */
export async function findBetIdBySourceId(
  db: Db,
  userId: number,
  sourceId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('bet_source_ids')
    .select('bet_id')
    .where('user_id', '=', userId)
    .where('source_id', '=', sourceId)
    .executeTakeFirst();
  return row?.bet_id ?? null;
}
