import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { polledRounds } from '../background/polled-rounds.ts';
import type { Database } from '../db/schema.ts';
import { OutboundRequestError, safeFetch, type OutboundPolicy } from '../net/safe-fetch.ts';
import { acquireLease, releaseLease } from '../repositories/leases.ts';
import { insertStakeAnchor, latestStakeAnchor } from '../repositories/stake-anchors.ts';
import { stakeRecordHead } from '../repositories/stake-record.ts';
import { readTimeStampReply, TimeStampReplyError, timeStampRequest } from './timestamp-protocol.ts';

export interface StakeAnchorOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** STAKE_ANCHOR_TSA_URL: the operator's RFC 3161 time-stamp authority. */
  tsaUrl: string;
  /** STAKE_ANCHOR_HOUR: the UTC hour the day's anchor is due from. */
  hourUtc: number;
  /** How often a process looks whether the day's anchor is due (default 10 minutes). */
  pollMs?: number;
  /** After a failed time-stamp, how long before the next try (default 30 minutes). */
  retryMs?: number;
  /** The whole exchange with the TSA (default 30 s). */
  timeoutMs?: number;
  /** DNS resolution; replaceable in tests. */
  resolve?: OutboundPolicy['resolve'];
}

export type StakeAnchorOutcome =
  | { kind: 'anchored'; id: number; seq: number; hash: string; anchoredAt: string }
  /** Today's anchor is taken already, or the hour has not come. */
  | { kind: 'notDue' }
  /** The head is the one anchored last: nothing new to prove. */
  | { kind: 'unchanged' }
  | { kind: 'empty' }
  /** Another process holds the lease. */
  | { kind: 'busy' }
  /** Failed a moment ago: waiting out the retry delay. */
  | { kind: 'waiting' }
  | { kind: 'failed'; reason: string };

const LEASE = 'stake-anchor';
/** A TimeStampResp is a few kilobytes (the TSA's certificate chain is the bulk of it). */
export const MAX_REPLY_BYTES = 64 * 1024;

/** The TSA's address as shown and logged: no user name, password, query or fragment. */
export function publicTsaUrl(tsaUrl: string): string {
  const url = new URL(tsaUrl);
  return `${url.origin}${url.pathname}`;
}

/** The latest instant at `hourUtc`:00 UTC that is not after `now`: today's, else yesterday's. */
export function anchorDueAt(now: Date, hourUtc: number): Date {
  const due = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc),
  );
  return due > now ? new Date(due.getTime() - 86_400_000) : due;
}

/**
 * The daily anchor of the stake record's head to an RFC 3161 time-stamp authority (issue 34,
 * docs/stake-record.md). Off unless STAKE_ANCHOR_TSA_URL is set (app.ts builds none then).
 * Each round, in the background: due from the day's hour UTC when no anchor was taken since
 * and the head's hash changed since the last anchor; one process at a time (the lease); a
 * failure is logged (the TSA's address without credentials, never the exchange) and tried
 * again after `retryMs`.
 */
export function createStakeAnchor(options: StakeAnchorOptions) {
  const { db, log, tsaUrl, hourUtc, pollMs = 10 * 60_000, retryMs = 30 * 60_000 } = options;
  const holder = randomUUID();
  const shownUrl = publicTsaUrl(tsaUrl);
  const policy: OutboundPolicy = {
    // The operator's own setting: its origin is the one place the anchor may call.
    allowedOrigins: [new URL(tsaUrl).origin],
    timeoutMs: options.timeoutMs ?? 30_000,
    maxBytes: MAX_REPLY_BYTES,
    ...(options.resolve ? { resolve: options.resolve } : {}),
  };
  let retryAt = 0;
  const rounds = polledRounds({ round: () => runNow(), pollMs, log, name: 'stake anchor' });

  /** One round (the test hook: tests call it with their own clock). */
  async function runNow(now = new Date()): Promise<StakeAnchorOutcome> {
    if (now.getTime() < retryAt) return { kind: 'waiting' };
    // Renewed every round, so the process that anchors keeps doing it; another takes over
    // once it has been silent for three rounds.
    if (!(await acquireLease(db, LEASE, holder, pollMs * 3, now))) return { kind: 'busy' };
    const last = await latestStakeAnchor(db);
    if (last && Date.parse(last.created_at) >= anchorDueAt(now, hourUtc).getTime()) {
      return { kind: 'notDue' };
    }
    const head = await stakeRecordHead(db);
    if (!head) return { kind: 'empty' };
    if (last?.hash === head.hash) return { kind: 'unchanged' };

    const digest = Buffer.from(head.hash, 'hex');
    const nonce = randomBytes(8);
    try {
      const answer = await safeFetch(
        {
          url: tsaUrl,
          method: 'POST',
          headers: {
            'content-type': 'application/timestamp-query',
            accept: 'application/timestamp-reply',
          },
          body: timeStampRequest(digest, nonce),
        },
        policy,
      );
      if (answer.status !== 200) throw new TimeStampReplyError(`HTTP ${answer.status}`);
      const { genTime } = readTimeStampReply(answer.bytes, digest, nonce);
      const id = await insertStakeAnchor(db, {
        seq: head.seq,
        hash: head.hash,
        tsa_url: shownUrl,
        reply: answer.bytes,
        anchored_at: genTime,
        created_at: now.toISOString(),
      });
      retryAt = 0;
      log.info({ seq: head.seq, tsa: shownUrl, anchoredAt: genTime }, 'stake record anchored');
      return { kind: 'anchored', id, seq: head.seq, hash: head.hash, anchoredAt: genTime };
    } catch (err) {
      const reason =
        err instanceof OutboundRequestError
          ? `${err.code} ${JSON.stringify(err.params)}`
          : err instanceof TimeStampReplyError
            ? err.message
            : 'unexpected error';
      if (!(err instanceof OutboundRequestError || err instanceof TimeStampReplyError)) {
        log.error({ err }, 'stake anchor: unexpected error');
      }
      retryAt = now.getTime() + retryMs;
      log.warn({ tsa: shownUrl, reason, retryInMs: retryMs }, 'stake anchor: time-stamp failed');
      return { kind: 'failed', reason };
    }
  }

  return {
    runNow,
    start: () => rounds.start(),
    async stop() {
      await rounds.stop();
      await releaseLease(db, LEASE, holder).catch(() => undefined);
    },
  };
}
export type StakeAnchor = ReturnType<typeof createStakeAnchor>;
