import {
  DEFAULT_CHANNELS,
  NOTIFICATION_KINDS,
  type AppNotification,
  type ChannelPreference,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { claimPendingJob } from './job-lease.ts';

type Db = Kysely<Database>;

/**
 * Writes what happened, for the notifications worker to fan out off the request; call it in the
 * transaction of what caused it. `userId` null: every user.
 */
export async function enqueueNotificationJob(
  db: Db,
  job: { kind: NotificationKind | 'test'; userId: number | null; payload: unknown },
  now: Date,
): Promise<void> {
  await db
    .insertInto('notification_jobs')
    .values({
      kind: job.kind,
      user_id: job.userId,
      payload: JSON.stringify(job.payload),
      status: 'pending',
      created_at: now.toISOString(),
      locked_until: null,
      locked_by: null,
    })
    .execute();
}

export interface ClaimedJob {
  id: number;
  kind: NotificationKind | 'test';
  userId: number | null;
  payload: unknown;
  attempts: number;
}

/** The oldest pending job no worker holds, taken until now + leaseMs; null when none. */
export async function claimNotificationJob(
  db: Db,
  holder: string,
  now: Date,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  const id = await claimPendingJob(db, 'notification_jobs', holder, now, leaseMs);
  if (id === null) return null;
  const row = await db
    .selectFrom('notification_jobs')
    .select(['id', 'kind', 'user_id', 'payload', 'attempts'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    kind: row.kind as ClaimedJob['kind'],
    userId: row.user_id,
    payload: JSON.parse(row.payload) as unknown,
    attempts: row.attempts,
  };
}

export async function finishNotificationJob(db: Db, id: number, holder: string): Promise<void> {
  await db
    .updateTable('notification_jobs')
    .set({ status: 'done', locked_until: null, locked_by: null })
    .where('id', '=', id)
    .where('locked_by', '=', holder)
    .execute();
}

/** The bell keeps 90 days: older read notifications go (unread ones stay until read). */
export async function deleteReadNotificationsBefore(db: Db, before: Date): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('read_at', 'is not', null)
    .where('digest_pending', '=', 0)
    .where('created_at', '<', before.toISOString())
    .execute();
}

export async function deleteDoneJobsBefore(db: Db, before: Date): Promise<void> {
  await db
    .deleteFrom('notification_jobs')
    .where('status', '=', 'done')
    .where('created_at', '<', before.toISOString())
    .execute();
}

/** A user a job may reach, with their choices for its kind. */
export interface Recipient {
  userId: number;
  email: string;
  emailVerified: boolean;
  language: string;
  channels: ChannelPreference;
  quietHours: { start: number; end: number } | null;
  timeZone: string | null;
}

/** Every user (userId null) or one, with their preferences for `kind` (defaults where none). */
export async function recipientsOf(
  db: Db,
  kind: string,
  userId: number | null,
  afterUserId = 0,
  limit = 500,
): Promise<Recipient[]> {
  let query = db
    .selectFrom('users')
    .leftJoin('notification_preferences as p', (join) =>
      join.onRef('p.user_id', '=', 'users.id').on('p.kind', '=', kind),
    )
    .leftJoin('notification_settings as s', 's.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.email_verified_at',
      'users.language',
      'p.in_app',
      'p.email as email_mode',
      'p.push',
      's.quiet_start',
      's.quiet_end',
      's.time_zone',
    ])
    .where('users.id', '>', afterUserId)
    .orderBy('users.id')
    .limit(limit);
  if (userId !== null) query = query.where('users.id', '=', userId);
  const rows = await query.execute();
  return rows.map((r) => ({
    userId: r.id,
    email: r.email,
    emailVerified: r.email_verified_at !== null,
    language: r.language,
    channels:
      r.in_app === null || r.email_mode === null || r.push === null
        ? DEFAULT_CHANNELS
        : { inApp: r.in_app === 1, email: r.email_mode, push: r.push === 1 },
    quietHours:
      r.quiet_start === null || r.quiet_end === null
        ? null
        : { start: r.quiet_start, end: r.quiet_end },
    timeZone: r.time_zone,
  }));
}

export interface NewNotification {
  userId: number;
  kind: string;
  title: string;
  body: string;
  url: string;
  /** Shown in the bell (false: recorded for a digest only, already read). */
  inApp: boolean;
  digest: boolean;
}

export async function insertNotifications(
  db: Db,
  rows: readonly NewNotification[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto('notifications')
    .values(
      rows.map((n) => ({
        user_id: n.userId,
        kind: n.kind,
        title: n.title,
        body: n.body,
        url: n.url,
        created_at: at,
        read_at: n.inApp ? null : at,
        digest_pending: n.digest ? 1 : 0,
      })),
    )
    .execute();
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listNotifications(
  db: Db,
  userId: number,
  limit: number,
): Promise<AppNotification[]> {
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'kind', 'title', 'body', 'url', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    // Digest-only rows were never the bell's.
    .where((eb) => eb.or([eb('read_at', 'is', null), eb('read_at', '!=', eb.ref('created_at'))]))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    body: r.body,
    url: r.url,
    createdAt: r.created_at,
    read: r.read_at !== null,
  }));
}

export async function markNotificationsRead(
  db: Db,
  userId: number,
  ids: readonly number[] | undefined,
  now: Date,
): Promise<void> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) {
    if (ids.length === 0) return;
    query = query.where('id', 'in', ids);
  }
  await query.execute();
}

/** Users with a notification newer than `afterId`, and the newest id (the stream's watch). */
export async function usersNotifiedAfter(
  db: Db,
  afterId: number,
): Promise<{ userIds: number[]; lastId: number }> {
  const rows = await db
    .selectFrom('notifications')
    .select(['user_id', (eb) => eb.fn.max('id').as('last')])
    .where('id', '>', afterId)
    .groupBy('user_id')
    .execute();
  const lastId = rows.reduce((max, r) => Math.max(max, Number(r.last)), afterId);
  return { userIds: rows.map((r) => r.user_id), lastId };
}

export async function lastNotificationId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('id').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export async function readPreferences(
  db: Db,
  userId: number,
  defaultTimeZone: string,
): Promise<NotificationPreferences> {
  const [rows, settings] = await Promise.all([
    db.selectFrom('notification_preferences').selectAll().where('user_id', '=', userId).execute(),
    db
      .selectFrom('notification_settings')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  const kinds = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const row = rows.find((r) => r.kind === kind);
      return [
        kind,
        row
          ? { inApp: row.in_app === 1, email: row.email, push: row.push === 1 }
          : DEFAULT_CHANNELS,
      ];
    }),
  ) as NotificationPreferences['kinds'];
  return {
    kinds,
    quietHours:
      settings?.quiet_start == null || settings.quiet_end == null
        ? null
        : { start: settings.quiet_start, end: settings.quiet_end },
    timeZone: settings?.time_zone ?? defaultTimeZone,
  };
}

export async function writePreferences(
  db: Db,
  userId: number,
  prefs: NotificationPreferencesUpdate,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const kind of NOTIFICATION_KINDS) {
      const channels = prefs.kinds[kind];
      if (channels) await setChannels(trx, userId, kind, channels);
    }
    const values = {
      quiet_start: prefs.quietHours?.start ?? null,
      quiet_end: prefs.quietHours?.end ?? null,
      time_zone: prefs.timeZone,
    };
    await trx
      .insertInto('notification_settings')
      .values({ user_id: userId, ...values, digest_sent_at: null })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  });
}

export async function setChannels(
  db: Db,
  userId: number,
  kind: NotificationKind,
  channels: ChannelPreference,
): Promise<void> {
  const values = {
    in_app: channels.inApp ? 1 : 0,
    email: channels.email,
    push: channels.push ? 1 : 0,
  };
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, kind, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet(values))
    .execute();
}
