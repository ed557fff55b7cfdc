import type { PushDevice } from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Kysely<Database>;

/** A device's subscription; the same endpoint again (a re-subscribe) moves it to this user. */
export async function savePushSubscription(
  db: Db,
  sub: { userId: number; endpoint: string; p256dh: string; auth: string; label: string },
  now: Date,
): Promise<number> {
  const values = { user_id: sub.userId, p256dh: sub.p256dh, auth: sub.auth, label: sub.label };
  const row = await db
    .insertInto('push_subscriptions')
    .values({
      ...values,
      endpoint: sub.endpoint,
      created_at: now.toISOString(),
      last_sent_at: null,
    })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listPushDevices(db: Db, userId: number): Promise<PushDevice[]> {
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'label', 'created_at', 'last_sent_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    createdAt: r.created_at,
    lastSentAt: r.last_sent_at,
  }));
}

export async function deletePushSubscription(
  db: Db,
  id: number,
  userId: number | null,
): Promise<boolean> {
  let query = db.deleteFrom('push_subscriptions').where('id', '=', id);
  if (userId !== null) query = query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Subscription ids of these users, to queue a push to each. */
export async function subscriptionIdsOf(db: Db, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', 'in', userIds)
    .execute();
  return rows.map((r) => r.id);
}

export async function enqueuePushes(
  db: Db,
  subscriptionIds: readonly number[],
  payload: string,
  now: Date,
): Promise<void> {
  if (subscriptionIds.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto('push_outbox')
    .values(
      subscriptionIds.map((id) => ({
        subscription_id: id,
        payload,
        status: 'pending' as const,
        last_error: null,
        created_at: at,
        next_attempt_at: at,
        locked_until: null,
        locked_by: null,
      })),
    )
    .execute();
}

export interface ClaimedPush {
  id: number;
  attempts: number;
  payload: string;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Takes up to `limit` due pushes for `holder` until now + leaseMs. Claimed by one UPDATE per
 * batch on the ids read, so of two senders each row goes to one.
 */
export async function claimDuePushes(
  db: Db,
  holder: string,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedPush[]> {
  const at = now.toISOString();
  const ids = (
    await db
      .selectFrom('push_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .orderBy('id')
      .limit(limit)
      .execute()
  ).map((r) => r.id);
  if (ids.length === 0) return [];
  const claimed = await db
    .updateTable('push_outbox')
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString(), locked_by: holder })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
    .returning('id')
    .execute();
  if (claimed.length === 0) return [];
  const rows = await db
    .selectFrom('push_outbox as o')
    .innerJoin('push_subscriptions as s', 's.id', 'o.subscription_id')
    .select([
      'o.id',
      'o.attempts',
      'o.payload',
      'o.subscription_id',
      's.endpoint',
      's.p256dh',
      's.auth',
    ])
    .where(
      'o.id',
      'in',
      claimed.map((r) => r.id),
    )
    .where('o.locked_by', '=', holder)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    attempts: r.attempts,
    payload: r.payload,
    subscriptionId: r.subscription_id,
    endpoint: r.endpoint,
    p256dh: r.p256dh,
    auth: r.auth,
  }));
}

/** Delivered: the rows go (each subscription keeps when it last got one). */
export async function markPushesSent(
  db: Db,
  pushes: readonly ClaimedPush[],
  now: Date,
): Promise<void> {
  if (pushes.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('push_outbox')
      .where(
        'id',
        'in',
        pushes.map((p) => p.id),
      )
      .execute();
    await trx
      .updateTable('push_subscriptions')
      .set({ last_sent_at: now.toISOString() })
      .where('id', 'in', [...new Set(pushes.map((p) => p.subscriptionId))])
      .execute();
  });
}

/** A failed attempt by `holder`: tried again at `nextAttemptAt`, or given up (null). */
export async function markPushFailed(
  db: Db,
  id: number,
  holder: string,
  error: string,
  nextAttemptAt: Date | null,
): Promise<void> {
  await db
    .updateTable('push_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      last_error: error.slice(0, 500),
      locked_until: null,
      locked_by: null,
      ...(nextAttemptAt
        ? { next_attempt_at: nextAttemptAt.toISOString() }
        : { status: 'failed' as const }),
    }))
    .where('id', '=', id)
    // A sender whose lease ran out and was taken over no longer decides for that push.
    .where('locked_by', '=', holder)
    .execute();
}

export async function releasePushClaims(db: Db, holder: string): Promise<void> {
  await db
    .updateTable('push_outbox')
    .set({ locked_until: null, locked_by: null })
    .where('locked_by', '=', holder)
    .where('status', '=', 'pending')
    .execute();
}

export async function deleteFailedPushesBefore(db: Db, before: Date): Promise<void> {
  await db
    .deleteFrom('push_outbox')
    .where('status', '=', 'failed')
    .where('created_at', '<', before.toISOString())
    .execute();
}
