import type { ApiTokenScope } from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { ApiTokenTable, Database } from '../db/schema.ts';
import type { UserRow } from './users.ts';

export type ApiTokenRow = Omit<ApiTokenTable, 'id' | 'token_hash'> & { id: number };

export interface NewApiToken {
  userId: number;
  name: string;
  scope: ApiTokenScope;
  tokenHash: string;
  tokenPrefix: string;
  now: Date;
  expiresAt: Date;
}

const LISTED = [
  'id',
  'user_id',
  'name',
  'scope',
  'token_prefix',
  'created_at',
  'expires_at',
  'last_used_at',
] as const;

/**
 * Adds the token unless the user already has `max` live ones (then null). The count and the
 * insert are one transaction; on PostgreSQL two creations at the very same moment could still
 * pass one over, which costs nothing (the cap only keeps the list reviewable).
 */
export async function insertApiToken(
  db: Kysely<Database>,
  token: NewApiToken,
  max: number,
): Promise<ApiTokenRow | null> {
  return db.transaction().execute(async (trx) => {
    const { live } = await trx
      .selectFrom('api_tokens')
      .select((eb) => eb.fn.countAll<number | string>().as('live'))
      .where('user_id', '=', token.userId)
      .where('expires_at', '>', token.now.toISOString())
      .executeTakeFirstOrThrow();
    if (Number(live) >= max) return null;
    return trx
      .insertInto('api_tokens')
      .values({
        user_id: token.userId,
        name: token.name,
        scope: token.scope,
        token_hash: token.tokenHash,
        token_prefix: token.tokenPrefix,
        created_at: token.now.toISOString(),
        expires_at: token.expiresAt.toISOString(),
        last_used_at: null,
      })
      .returning(LISTED)
      .executeTakeFirstOrThrow();
  });
}

/** The user's tokens, expired ones included (until housekeeping removes them), newest first. */
export async function listApiTokensOfUser(
  db: Kysely<Database>,
  userId: number,
): Promise<ApiTokenRow[]> {
  return db
    .selectFrom('api_tokens')
    .select(LISTED)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes (deletes) one of the user's tokens; false when it is not theirs or already gone. */
export async function deleteApiTokenOfUser(
  db: Kysely<Database>,
  userId: number,
  tokenId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('api_tokens')
    .where('id', '=', tokenId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export interface LiveApiToken {
  id: number;
  scope: ApiTokenScope;
  lastUsedAt: string | null;
  user: UserRow;
}

/** The unexpired token with this hash and its user, or null. */
export async function findLiveApiToken(
  db: Kysely<Database>,
  tokenHash: string,
  now: Date,
): Promise<LiveApiToken | null> {
  const row = await db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .selectAll('users')
    .select([
      'api_tokens.id as token_id',
      'api_tokens.scope as token_scope',
      'api_tokens.last_used_at as token_last_used_at',
    ])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return null;
  const { token_id, token_scope, token_last_used_at, ...user } = row;
  return { id: token_id, scope: token_scope, lastUsedAt: token_last_used_at, user };
}

export async function touchApiToken(
  db: Kysely<Database>,
  tokenId: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', tokenId)
    .execute();
}

/** Tokens expired before `olderThan`: listed a while as expired, then gone. */
export async function deleteExpiredApiTokens(db: Kysely<Database>, olderThan: Date): Promise<void> {
  await db.deleteFrom('api_tokens').where('expires_at', '<', olderThan.toISOString()).execute();
}
