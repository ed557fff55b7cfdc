import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface TwoFactorRow {
  secret: string;
  enabled: boolean;
  lastTimeStep: number | null;
}

export async function findTwoFactor(
  db: Kysely<Database>,
  userId: number,
): Promise<TwoFactorRow | null> {
  const row = await db
    .selectFrom('user_two_factor')
    .select(['secret', 'enabled_at', 'last_time_step'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    secret: row.secret,
    enabled: row.enabled_at !== null,
    lastTimeStep: row.last_time_step === null ? null : Number(row.last_time_step),
  };
}

export async function hasTwoFactor(db: Kysely<Database>, userId: number): Promise<boolean> {
  return (await findTwoFactor(db, userId))?.enabled ?? false;
}

/** A new, unconfirmed secret replaces any earlier unconfirmed one. */
export async function saveUnconfirmedSecret(
  db: Kysely<Database>,
  userId: number,
  secret: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('user_two_factor')
      .where('user_id', '=', userId)
      .where('enabled_at', 'is', null)
      .execute();
    await trx
      .insertInto('user_two_factor')
      .values({
        user_id: userId,
        secret,
        created_at: now.toISOString(),
        enabled_at: null,
        last_time_step: null,
      })
      .execute();
  });
}

/**
 * Records the accepted code's time step, only if it is newer than the last one: two requests
 * with the same code cannot both pass. True when this request's code was the one recorded.
 */
export async function spendTimeStep(
  db: Kysely<Database>,
  userId: number,
  timeStep: number,
): Promise<boolean> {
  const result = await db
    .updateTable('user_two_factor')
    .set({ last_time_step: timeStep })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_time_step', 'is', null), eb('last_time_step', '<', timeStep)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Turns the factor on with its recovery codes (SHA-256 hashes), replacing any older codes. */
export async function enableTwoFactor(
  db: Kysely<Database>,
  userId: number,
  codeHashes: string[],
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('user_two_factor')
      .set({ enabled_at: now.toISOString() })
      .where('user_id', '=', userId)
      .execute();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(
        codeHashes.map((code_hash) => ({
          user_id: userId,
          code_hash,
          created_at: now.toISOString(),
          used_at: null,
        })),
      )
      .execute();
  });
}

export async function disableTwoFactor(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('pending_logins').where('user_id', '=', userId).execute();
    await trx.deleteFrom('user_two_factor').where('user_id', '=', userId).execute();
  });
}

/** Spends an unused recovery code in one UPDATE (two requests cannot both use it). */
export async function spendRecoveryCode(
  db: Kysely<Database>,
  userId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) >= 1;
}

export async function countRecoveryCodesLeft(
  db: Kysely<Database>,
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
