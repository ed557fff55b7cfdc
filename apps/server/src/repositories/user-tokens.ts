import type { Kysely } from 'kysely';
import type { Database, TokenPurpose } from '../db/schema.ts';

export interface NewUserToken {
  userId: number;
  purpose: TokenPurpose;
  tokenHash: string;
  now: Date;
  expiresAt: Date;
}

export async function insertUserToken(db: Kysely<Database>, token: NewUserToken): Promise<void> {
  await db
    .insertInto('user_tokens')
    .values({
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      created_at: token.now.toISOString(),
      expires_at: token.expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
}

/**
 * Marks an unused, unexpired token as used and returns its user, in one UPDATE so two
 * concurrent requests cannot both spend it. Null when unknown, used, expired or for another purpose.
 */
export async function consumeUserToken(
  db: Kysely<Database>,
  purpose: TokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<number | null> {
  const row = await db
    .updateTable('user_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** A new reset link makes the older ones useless. */
export async function expireUnusedTokens(
  db: Kysely<Database>,
  userId: number,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .updateTable('user_tokens')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** Spent or expired tokens serve no purpose once a day has passed. */
export async function deleteStaleUserTokens(db: Kysely<Database>, olderThan: Date): Promise<void> {
  await db
    .deleteFrom('user_tokens')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<', olderThan.toISOString()),
        eb('used_at', '<', olderThan.toISOString()),
      ]),
    )
    .execute();
}
