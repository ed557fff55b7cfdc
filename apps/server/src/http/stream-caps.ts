import { HttpError } from '../plugins/error-handler.ts';

export interface StreamCaps {
  perUser: number;
  perIp: number;
}

/** A held stream slot; release() is safe to call more than once. */
export interface StreamSlot {
  release(): void;
}

function adjust<K>(counts: Map<K, number>, key: K, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}

/**
 * Counts long-lived streams per user and per client IP, so one session (or one address with
 * many accounts) cannot hold an unbounded number of sockets and subscriptions.
 */
export function createStreamCounter(caps: StreamCaps) {
  const byUser = new Map<number, number>();
  const byIp = new Map<string, number>();
  return {
    /** A slot, or which cap is already full. */
    open(userId: number, ip: string): StreamSlot | 'user' | 'ip' {
      if ((byUser.get(userId) ?? 0) >= caps.perUser) return 'user';
      if ((byIp.get(ip) ?? 0) >= caps.perIp) return 'ip';
      adjust(byUser, userId, 1);
      adjust(byIp, ip, 1);
      let held = true;
      return {
        release() {
          if (!held) return;
          held = false;
          adjust(byUser, userId, -1);
          adjust(byIp, ip, -1);
        },
      };
    },
  };
}

/**
 * A slot for one more `what` stream ("live", "notification") of this user from this address,
 * or a 429 TOO_MANY_STREAMS naming the cap that is full.
 */
export function takeStreamSlot(
  counter: ReturnType<typeof createStreamCounter>,
  caps: StreamCaps,
  what: string,
  userId: number,
  ip: string,
): StreamSlot {
  const slot = counter.open(userId, ip);
  if (slot === 'user') {
    throw new HttpError(
      429,
      `Too many ${what} streams open for this account (at most ${caps.perUser}).`,
      'TOO_MANY_STREAMS',
    );
  }
  if (slot === 'ip') {
    throw new HttpError(
      429,
      `Too many ${what} streams open from this address (at most ${caps.perIp}).`,
      'TOO_MANY_STREAMS',
    );
  }
  return slot;
}
