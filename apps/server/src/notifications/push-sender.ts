import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import { polledRounds } from '../background/polled-rounds.ts';
import type { Database } from '../db/schema.ts';
import { OutboundRequestError, safeFetch } from '../net/safe-fetch.ts';
import {
  claimDuePushes,
  deletePushSubscription,
  markPushFailed,
  markPushesSent,
  releasePushClaims,
  type ClaimedPush,
} from '../repositories/push-subscriptions.ts';
import { isAllowedPushEndpoint, originOf } from './push-origins.ts';
import type { VapidKeys } from './server-keys.ts';

export interface PushSenderOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  vapid: () => Promise<VapidKeys>;
  /** mailto: or https: contact the push services may write to (VAPID `sub`). */
  subject: string;
  allowedOrigins: readonly string[];
  /** Pushes in flight at once: 1,000 subscribers go out 32 at a time. */
  concurrency?: number;
  /** The whole exchange with one push service. */
  timeoutMs?: number;
  pollMs?: number;
  /** DNS, replaceable in tests (safeFetch's). */
  resolve?: (hostname: string) => Promise<string[]>;
}

export interface PushRound {
  sent: number;
  gone: number;
  retried: number;
  failed: number;
}

/** How long a push service keeps a message for an offline device (seconds). */
const TTL_SECONDS = 24 * 60 * 60;
const MAX_ATTEMPTS = 5;
const LEASE_MS = 60_000;

/**
 * Delivers push_outbox off the request: claims due rows in batches, encrypts each for its
 * subscription (web-push: aes128gcm, RFC 8291, with a VAPID JWT), and POSTs it through
 * safeFetch (the cURL replay's SSRF rules: allowed origin, public addresses unless that origin
 * is a listed literal/localhost one, no redirects, a deadline). 404/410 remove the
 * subscription; 429 and 5xx retry with backoff; other answers give the push up.
 */
export function createPushSender(options: PushSenderOptions) {
  const { db, log, concurrency = 32, timeoutMs = 10_000, pollMs = 2_000 } = options;
  const holder = randomUUID();
  const rounds = polledRounds({ round: () => sendDueNow(), pollMs, log, name: 'push' });

  /**
   * The VAPID JWT of a push service's origin, signed once and reused for 12 of its 24 hours
   * (one ES256 signature per push would cost as much as the encryption).
   */
  const vapidCache = new Map<string, { authorization: string; until: number }>();
  async function vapidAuthorization(audience: string): Promise<string> {
    const cached = vapidCache.get(audience);
    if (cached && cached.until > Date.now()) return cached.authorization;
    const vapid = await options.vapid();
    // web-push refuses more than 24 h ahead; a minute less leaves room for its own clock read.
    const expiration = Math.floor(Date.now() / 1000) + 24 * 3600 - 60;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      options.subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      expiration,
    );
    vapidCache.set(audience, { authorization: Authorization, until: Date.now() + 12 * 3600_000 });
    return Authorization;
  }

  async function deliver(push: ClaimedPush, round: PushRound, sent: ClaimedPush[]): Promise<void> {
    const fail = async (error: string, retry: boolean) => {
      const attempts = push.attempts + 1;
      const next =
        retry && attempts < MAX_ATTEMPTS ? new Date(Date.now() + 2 ** attempts * 1000) : null;
      await markPushFailed(db, push.id, holder, error, next);
      round[next ? 'retried' : 'failed'] += 1;
    };
    if (!isAllowedPushEndpoint(push.endpoint, options.allowedOrigins)) {
      // The list changed since it subscribed: that device is no longer reachable.
      await deletePushSubscription(db, push.subscriptionId, null);
      round.gone += 1;
      return;
    }
    const details = webpush.generateRequestDetails(
      { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
      push.payload,
      { TTL: TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'high' },
    );
    details.headers.Authorization = await vapidAuthorization(originOf(push.endpoint));
    let status: number;
    try {
      ({ status } = await safeFetch(
        {
          url: details.endpoint,
          method: 'POST',
          headers: Object.fromEntries(
            Object.entries(details.headers).map(([k, v]) => [k, String(v)]),
          ),
          body: details.body,
        },
        {
          allowedOrigins: [originOf(push.endpoint)],
          timeoutMs,
          maxBytes: 64 * 1024,
          ...(options.resolve ? { resolve: options.resolve } : {}),
        },
      ));
    } catch (err) {
      const message = err instanceof OutboundRequestError ? err.message : String(err);
      // An endpoint resolving inside the network never will be reachable: no retry.
      await fail(message, !message.includes('internal address'));
      return;
    }
    if (status >= 200 && status < 300) {
      // Written for the whole batch at once (a write per push would be the bottleneck).
      sent.push(push);
      round.sent += 1;
    } else if (status === 404 || status === 410) {
      await deletePushSubscription(db, push.subscriptionId, null);
      log.info({ subscriptionId: push.subscriptionId, status }, 'push subscription gone');
      round.gone += 1;
    } else {
      await fail(`push service answered ${status}`, status === 429 || status >= 500);
    }
  }

  async function sendDueNow(): Promise<PushRound> {
    const round: PushRound = { sent: 0, gone: 0, retried: 0, failed: 0 };
    while (!rounds.stopped) {
      const batch = await claimDuePushes(db, holder, new Date(), LEASE_MS, concurrency * 4);
      if (batch.length === 0) break;
      // A fixed pool of workers over the batch: at most `concurrency` requests at once.
      let next = 0;
      const sent: ClaimedPush[] = [];
      const worker = async () => {
        while (next < batch.length && !rounds.stopped) {
          const push = batch[next++];
          if (!push) break;
          await deliver(push, round, sent).catch(async (err: unknown) => {
            log.warn({ err, pushId: push.id }, 'push delivery failed');
            await markPushFailed(db, push.id, holder, String(err), null).catch(() => undefined);
          });
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
      await markPushesSent(db, sent, new Date());
    }
    return round;
  }

  return {
    sendDueNow,
    wake: rounds.wake,
    start: rounds.start,
    async stop() {
      await rounds.stop();
      await releasePushClaims(db, holder).catch(() => undefined);
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
