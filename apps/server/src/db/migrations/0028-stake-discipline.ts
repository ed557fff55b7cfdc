import type { Kysely } from 'kysely';

/**
 * Stake discipline (issue 37 part 6, docs/stake-discipline.md).
 * - bankrolls.staking: the bankroll's staking plan and drawdown rule as JSON text
 *   (stakingSettingsSchema in @stakelab/core), null: none set.
 * - users.stake_limits: the user's loss and stake limits per day, week and month as JSON text
 *   (stakeLimitsSchema), null: none set.
 * JSON rather than a column per field: a plan's parameters differ by kind (a stake, units, a
 * share, a Kelly fraction and cap), nothing queries them, and the zod contract reads them back
 * (a row it cannot read counts as none set). Text on both dialects, as the account export
 * writes every column as it is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bankrolls').addColumn('staking', 'text').execute();
  await db.schema.alterTable('users').addColumn('stake_limits', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('stake_limits').execute();
  await db.schema.alterTable('bankrolls').dropColumn('staking').execute();
}
