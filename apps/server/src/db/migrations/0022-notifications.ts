import type { Kysely } from 'kysely';
import type { DialectName } from '../connection.ts';
import { timestampType, withIdColumn } from './column-types.ts';

/**
 * Notifications (issue 35, docs/decisions/027-notifications-and-push.md):
 * - notification_jobs: what happened (a stake published or settled, bets settled by an import),
 *   written in the request's transaction and fanned out by the notifications worker off it.
 * - notifications: the in-app list, one row per user (the bell counts unread_at-less rows).
 * - notification_preferences: per user and kind, which channels; no row: the defaults.
 * - notification_settings: per user, the quiet hours (minutes of the day in the user's zone).
 * - push_subscriptions: one per device (endpoint), removed when the push service says 404/410.
 * - push_outbox: encrypted-at-send push messages to deliver, claimed like the mail outbox.
 * - server_keys: the VAPID key pair and the unsubscribe links' HMAC key, made at first start.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const ts = timestampType(dialect);
  const userRef = (table: string) =>
    withIdColumn(db.schema.createTable(table), dialect).addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    );

  await withIdColumn(db.schema.createTable('notification_jobs'), dialect)
    // 'stakePublished' | 'stakeSettled' | 'betSettledByImport'
    .addColumn('kind', 'text', (col) => col.notNull())
    // The one user it is for; null: every user.
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('payload', 'text', (col) => col.notNull())
    // 'pending' | 'done'
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('locked_until', ts)
    .addColumn('locked_by', 'text')
    .execute();
  await db.schema
    .createIndex('notification_jobs_pending')
    .on('notification_jobs')
    .columns(['status', 'id'])
    .execute();

  await userRef('notifications')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('read_at', ts)
    // Set once a daily digest mail carried it (e-mail 'digest' only).
    .addColumn('digest_pending', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('notifications_user')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('in_app', 'integer', (col) => col.notNull())
    // 'off' | 'instant' | 'digest'
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('push', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    // Minutes after midnight in time_zone; both null: no quiet hours.
    .addColumn('quiet_start', 'integer')
    .addColumn('quiet_end', 'integer')
    .addColumn('time_zone', 'text', (col) => col.notNull())
    .addColumn('digest_sent_at', ts)
    .execute();

  await userRef('push_subscriptions')
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('last_sent_at', ts)
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .column('user_id')
    .execute();

  await withIdColumn(db.schema.createTable('push_outbox'), dialect)
    .addColumn('subscription_id', 'integer', (col) =>
      col.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    // The JSON the service worker shows (apps/web/src/push/push-message.ts).
    .addColumn('payload', 'text', (col) => col.notNull())
    // 'pending' | 'sent' | 'failed'
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, (col) => col.notNull())
    .addColumn('next_attempt_at', ts, (col) => col.notNull())
    .addColumn('locked_until', ts)
    .addColumn('locked_by', 'text')
    .execute();
  await db.schema
    .createIndex('push_outbox_due')
    .on('push_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', ts, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'server_keys',
    'push_outbox',
    'push_subscriptions',
    'notification_settings',
    'notification_preferences',
    'notifications',
    'notification_jobs',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
