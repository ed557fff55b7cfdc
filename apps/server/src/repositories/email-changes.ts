import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function insertEmailChange(
  db: Kysely<Database>,
  row: { userId: number; newEmail: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  // A new request makes the older links useless.
  await db
    .updateTable('email_changes')
    .set({ used_at: row.now.toISOString() })
    .where('user_id', '=', row.userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('email_changes')
    .values({
      user_id: row.userId,
      new_email: row.newEmail,
      token_hash: row.tokenHash,
      created_at: row.now.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
}

/** Spends a live link in one UPDATE; its user and new address, or null. */
export async function consumeEmailChange(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number; newEmail: string } | null> {
  const row = await db
    .updateTable('email_changes')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
  return row ? { userId: row.user_id, newEmail: row.new_email } : null;
}

export async function deleteStaleEmailChanges(
  db: Kysely<Database>,
  olderThan: Date,
): Promise<void> {
  await db
    .deleteFrom('email_changes')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', olderThan.toISOString()),
        eb('used_at', '<', olderThan.toISOString()),
      ]),
    )
    .execute();
}
