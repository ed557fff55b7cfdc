import { randomUUID } from 'node:crypto';
import type { NotificationKind, Stake } from '@stakelab/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { polledRounds } from '../background/polled-rounds.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import {
  claimNotificationJob,
  deleteDoneJobsBefore,
  deleteReadNotificationsBefore,
  enqueueNotificationJob,
  finishNotificationJob,
} from '../repositories/notifications.ts';
import { sendDueDigests } from './digest.ts';
import { fanOutJob, type FanOutContext } from './fan-out.ts';
import { createNotificationStream } from './notification-stream.ts';
import type {
  FeedResultsFacts,
  StakePublishedFacts,
  StakeSettledFacts,
} from './notification-texts.ts';
import { createPushSender, type PushSenderOptions } from './push-sender.ts';
import { unsubscribeKeyOf, vapidKeysOf, type VapidKeys } from './server-keys.ts';

export interface NotificationsOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  config: Config;
  /** The mail outbox to wake after a fan-out wrote mail. */
  wakeMail: () => void;
  pollMs?: number;
  resolve?: PushSenderOptions['resolve'];
}

const DIGEST_EVERY_MS = 60_000;

/**
 * Notifications (apps/server/src/notifications/README.md): hooks write a job and wake the
 * worker; the worker fans each job out (fan-out.ts) off the request; the push sender and the
 * mail outbox deliver; the stream tells open pages their unread count.
 */
export function createNotifications({
  db,
  log,
  config,
  wakeMail,
  pollMs = 1000,
  resolve,
}: NotificationsOptions) {
  const holder = randomUUID();
  let vapid: Promise<VapidKeys> | null = null;
  let key: Promise<Buffer> | null = null;
  const vapidKeys = () => (vapid ??= vapidKeysOf(db, config.push.vapid));
  const context = async (): Promise<FanOutContext> => ({
    appUrl: config.appUrl,
    defaultTimeZone: config.timeZone,
    unsubscribeKey: await (key ??= unsubscribeKeyOf(db)),
  });
  const push = createPushSender({
    db,
    log,
    vapid: vapidKeys,
    subject: `mailto:${config.supportEmail}`,
    allowedOrigins: config.push.allowedOrigins,
    ...(resolve ? { resolve } : {}),
  });
  const stream = createNotificationStream(db, log);
  const rounds = polledRounds({ round: () => runJobsNow(), pollMs, log, name: 'notifications' });
  const wake = rounds.wake;
  let lastDigest = 0;

  /** Fans out every pending job; each in its own transaction with its end. */
  async function runJobsNow(now?: Date): Promise<number> {
    const ctx = await context();
    let done = 0;
    while (!rounds.stopped) {
      const job = await claimNotificationJob(db, holder, now ?? new Date(), 5 * 60_000);
      if (!job) break;
      const result = await db.transaction().execute(async (trx) => {
        const fanned = await fanOutJob(trx, job, ctx, now ?? new Date());
        await finishNotificationJob(trx, job.id, holder);
        return fanned;
      });
      done += 1;
      stream.changed(result.notified);
      if (result.mails > 0) wakeMail();
      if (result.pushes > 0) push.wake();
    }
    if (Date.now() - lastDigest > DIGEST_EVERY_MS) {
      lastDigest = Date.now();
      if ((await sendDueDigests(db, ctx, now ?? new Date())) > 0) wakeMail();
      await deleteDoneJobsBefore(db, new Date(Date.now() - 7 * 86_400_000));
      await deleteReadNotificationsBefore(db, new Date(Date.now() - 90 * 86_400_000));
    }
    return done;
  }

  async function enqueue(kind: NotificationKind | 'test', userId: number | null, payload: unknown) {
    await enqueueNotificationJob(db, { kind, userId, payload }, new Date());
    wake();
  }

  return {
    stream,
    push,
    vapidPublicKey: async () => (await vapidKeys()).publicKey,
    runJobsNow,
    wake,
    /** Hook: an admin published a stake (routes/stakes.ts). */
    stakePublished(stake: Stake) {
      const facts: StakePublishedFacts = {
        stakeId: stake.stake_id,
        event: stake.event_description,
        bookmaker: stake.bookmaker,
        oddsMilli: Math.round(stake.total_odds * 1000),
        stakeCents: Math.round(stake.stake_amount * 100),
      };
      return enqueue('stakePublished', null, facts);
    },
    /** Hook: an admin settled a stake (routes/stakes.ts). */
    stakeSettled(stake: Stake) {
      const facts: StakeSettledFacts = {
        stakeId: stake.stake_id,
        event: stake.event_description,
        result: stake.final_result,
        payoutCents: Math.round((stake.payout_amount ?? 0) * 100),
      };
      return enqueue('stakeSettled', null, facts);
    },
    /** Hook: the feed's final scores decided open bets of this user (app.ts, onFinish). */
    feedResults(userId: number, facts: FeedResultsFacts) {
      return enqueue('betResultFromFeed', userId, facts);
    },
    /** The profile's "Send a test notification". */
    test(userId: number) {
      return enqueue('test', userId, {});
    },
    start() {
      // Jobs written by other processes and by the import hook (no app at hand) are found by
      // the rounds' polling.
      rounds.start();
      stream.start();
      push.start();
    },
    async stop() {
      await rounds.stop();
      await Promise.all([push.stop(), stream.stop()]);
    },
  };
}
export type Notifications = ReturnType<typeof createNotifications>;
