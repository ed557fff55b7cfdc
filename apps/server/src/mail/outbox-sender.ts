import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { polledRounds } from '../background/polled-rounds.ts';
import type { Database } from '../db/schema.ts';
import {
  claimMail,
  findDueMailIds,
  markMailAttemptFailed,
  markMailSent,
  releaseMailClaims,
} from '../repositories/mail-outbox.ts';
import type { DeliveryProgress, Mailer } from './mailer.ts';
import { DEFAULT_RETRY_BASE_MS, GIVE_UP_AFTER_MS, retryDelayMs } from './retry-schedule.ts';

export interface SendRound {
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxSender {
  /**
   * Delivers every mail due at `now` (default: the clock at each mail) that no other sender
   * holds. Tests call it with a fixed clock instead of waiting for the loop.
   */
  sendDueNow(now?: Date): Promise<SendRound>;
  /** Starts the loop: a round every poll interval and soon after each wake(). */
  start(): void;
  /** A mail was just committed: send it without waiting for the next poll (once started). */
  wake(): void;
  /**
   * Stops the loop. A mail whose whole message reached the SMTP server is waited for, at most
   * `inFlightGraceMs`, until the server confirms it (then it is marked sent); still unconfirmed
   * after that it may have gone, so its claim is kept until its lease runs out (retried then,
   * never sent twice by a restart right after the shutdown). A mail not yet at that point (a
   * silent server, a slow connection) is cut short, so it cannot go, and its claim released at
   * once with every other, for this process or another to send.
   */
  stop(inFlightGraceMs?: number): Promise<void>;
}

interface OutboxSenderOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  retryBaseMs?: number;
  /** How often the loop looks for due mail (other processes' mail, retries). */
  pollMs?: number;
  /** How long a claim holds: longer than the SMTP timeouts (mailer.ts), so it never expires mid-send. */
  leaseMs?: number;
  /** This sender's name in `locked_by`. */
  holder?: string;
  batchSize?: number;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The outbox's sender (docs/product.md §7 "Mail"): at-least-once delivery with backoff. Safe with
 * several processes on one database: a row is claimed by a conditional UPDATE on locked_until.
 */
export function createOutboxSender({
  db,
  mailer,
  log,
  retryBaseMs = DEFAULT_RETRY_BASE_MS,
  pollMs = Math.min(5_000, retryBaseMs),
  leaseMs = 5 * 60_000,
  holder = randomUUID(),
  batchSize = 20,
}: OutboxSenderOptions): OutboxSender {
  const rounds = polledRounds({ round: () => sendDueNow(), pollMs, log, name: 'mail outbox' });
  /**
   * Mail handed to the mailer whose outcome is not yet written: its delivery, and whether the
   * whole message has reached the SMTP server (it may have gone from then on).
   */
  const inFlight = new Map<number, { delivery: Promise<void>; handedOver: boolean }>();

  async function sendOne(id: number, fixedNow: Date | undefined, round: SendRound) {
    const claimedAt = fixedNow ?? new Date();
    const claimed = await claimMail(db, id, holder, claimedAt, leaseMs);
    if (!claimed) return;
    const entry = { delivery: Promise.resolve(), handedOver: false };
    const progress = {
      handedOver: () => {
        entry.handedOver = true;
      },
      // Stopping: a message not yet at its end is cut short, so its claim can be released.
      abandoned: () => rounds.stopped && !entry.handedOver,
    };
    entry.delivery = deliver(id, claimed, fixedNow, round, progress);
    inFlight.set(id, entry);
    try {
      await entry.delivery;
    } finally {
      inFlight.delete(id);
    }
  }

  async function deliver(
    id: number,
    claimed: NonNullable<Awaited<ReturnType<typeof claimMail>>>,
    fixedNow: Date | undefined,
    round: SendRound,
    progress: DeliveryProgress,
  ) {
    try {
      await mailer.send(claimed.mail, progress);
    } catch (err) {
      const at = fixedNow ?? new Date();
      const failures = claimed.attempts + 1;
      const givenUp = at.getTime() - Date.parse(claimed.createdAt) >= GIVE_UP_AFTER_MS;
      const next = givenUp ? null : new Date(at.getTime() + retryDelayMs(failures, retryBaseMs));
      await markMailAttemptFailed(db, id, holder, errorText(err), next);
      log.warn(
        { mailId: id, attempts: failures, err: errorText(err), nextAttemptAt: next },
        givenUp ? 'mail given up' : 'mail not sent; will retry',
      );
      round[givenUp ? 'failed' : 'retried'] += 1;
      return;
    }
    await markMailSent(db, id, holder, fixedNow ?? new Date());
    round.sent += 1;
  }

  async function sendDueNow(now?: Date): Promise<SendRound> {
    const round: SendRound = { sent: 0, retried: 0, failed: 0 };
    const tried = new Set<number>();
    for (;;) {
      const ids = (await findDueMailIds(db, now ?? new Date(), batchSize)).filter(
        (id) => !tried.has(id),
      );
      if (ids.length === 0 || rounds.stopped) return round;
      for (const id of ids) {
        if (rounds.stopped) return round;
        tried.add(id);
        await sendOne(id, now, round);
      }
    }
  }

  return {
    sendDueNow,
    wake: rounds.wake,
    start: rounds.start,
    // Well inside main.ts's 10 s shutdown grace; a healthy SMTP server confirms in well under it.
    async stop(inFlightGraceMs = 5_000) {
      // The round is not awaited: mail still on its way to the server is abandoned below.
      rounds.halt();
      // Wait for the confirmation of mail that reached the server; mail still on its way there
      // is abandoned (its message cut short: it cannot go) and released below.
      const confirming = [...inFlight.values()]
        .filter((entry) => entry.handedOver)
        .map((entry) => entry.delivery);
      if (confirming.length > 0) {
        let graceTimer: NodeJS.Timeout | undefined;
        const grace = new Promise((resolve) => {
          graceTimer = setTimeout(resolve, inFlightGraceMs);
        });
        await Promise.race([Promise.allSettled(confirming), grace]);
        clearTimeout(graceTimer);
      }
      const mayHaveGone = [...inFlight].filter(([, entry]) => entry.handedOver).map(([id]) => id);
      await releaseMailClaims(db, holder, mayHaveGone).catch((err: unknown) =>
        log.error({ err }, 'could not release the mail this process held'),
      );
    },
  };
}
