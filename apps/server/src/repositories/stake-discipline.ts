import {
  NO_STAKE_LIMITS,
  stakeLimitsSchema,
  stakingSettingsSchema,
  type StakeLimits,
  type StakingSettings,
} from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/*
 * Stake discipline (migration 0028, docs/stake-discipline.md): a bankroll's staking plan and
 * drawdown rule, a user's loss and stake limits, kept as JSON and read back through the zod
 * contract. Every query names the owner: another user's bankroll is not found.
 */

export const NO_STAKING: StakingSettings = { plan: null, drawdownRule: null };

/** Stored JSON → settings; null, unreadable or no longer valid JSON counts as none set. */
function readJson<T>(
  text: string | null,
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  none: T,
): T {
  if (text === null) return none;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data !== undefined ? parsed.data : none;
  } catch {
    return none;
  }
}

/** Each of the user's bankrolls with its staking settings, in listBankrolls' order. */
export async function listStaking(
  db: Db,
  userId: number,
): Promise<{ bankrollId: number; staking: StakingSettings }[]> {
  const rows = await db
    .selectFrom('bankrolls')
    .select(['id', 'staking'])
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    bankrollId: row.id,
    staking: readJson(row.staking, stakingSettingsSchema, NO_STAKING),
  }));
}

/** Sets a bankroll's staking settings; false when the user has no such bankroll. */
export async function setStaking(
  db: Db,
  userId: number,
  bankrollId: number,
  staking: StakingSettings,
): Promise<boolean> {
  const empty = staking.plan === null && staking.drawdownRule === null;
  const result = await db
    .updateTable('bankrolls')
    .set({ staking: empty ? null : JSON.stringify(staking) })
    .where('user_id', '=', userId)
    .where('id', '=', bankrollId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findStakeLimits(db: Db, userId: number): Promise<StakeLimits> {
  const row = await db
    .selectFrom('users')
    .select('stake_limits')
    .where('id', '=', userId)
    .executeTakeFirst();
  return readJson(row?.stake_limits ?? null, stakeLimitsSchema, NO_STAKE_LIMITS);
}

export async function setStakeLimits(
  db: Db,
  userId: number,
  limits: StakeLimits,
  now: Date,
): Promise<void> {
  const empty = Object.values(limits).every((value) => value === null);
  await db
    .updateTable('users')
    .set({ stake_limits: empty ? null : JSON.stringify(limits), updated_at: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}
