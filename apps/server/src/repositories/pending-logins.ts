import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function insertPendingLogin(
  db: Kysely<Database>,
  row: { userId: number; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('pending_logins')
    .values({
      user_id: row.userId,
      token_hash: row.tokenHash,
      created_at: row.now.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    })
    .execute();
}

/** The user waiting on this pending login, or null when unknown or expired. */
export async function findPendingLogin(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const row = await db
    .selectFrom('pending_logins')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.user_id ?? null;
}

export async function deletePendingLogin(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom('pending_logins').where('token_hash', '=', tokenHash).execute();
}

export async function deleteExpiredPendingLogins(db: Kysely<Database>, now: Date): Promise<void> {
  await db.deleteFrom('pending_logins').where('expires_at', '<=', now.toISOString()).execute();
}
