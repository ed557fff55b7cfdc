import type { FastifyReply } from 'fastify';
import { tooManyRequests } from '../plugins/rate-limits.ts';

/**
 * How long a refused whole-history read is told to wait: a whole history (100,000 bets) is read
 * and sent in about a second or two on a fast network.
 */
export const WHOLE_HISTORY_RETRY_SECONDS = 5;

/**
 * Whole-history answers (user-bets, changes with `full`) being read or sent, per user: at most
 * `perUser` at once. Each holds the history's memory until its client has read the last byte,
 * and each read of one not held costs the database the whole history, so one account opening
 * many (or never reading them) cannot fill the process or its pool for everyone else.
 */
export class WholeHistoryReads {
  readonly #open = new Map<number, number>();

  constructor(readonly perUser: number) {}

  /** How many the user has open (tests). */
  openOf(userId: number): number {
    return this.#open.get(userId) ?? 0;
  }

  /**
   * Counts one for the user until `reply`'s response closes (sent, failed or its client gone),
   * or refuses it with a 429 (Retry-After) when the user already has `perUser` open.
   */
  enter(userId: number, reply: FastifyReply): void {
    const open = this.openOf(userId);
    if (open >= this.perUser) throw tooManyRequests(reply, WHOLE_HISTORY_RETRY_SECONDS);
    this.#open.set(userId, open + 1);
    let left = false;
    // 'close' comes once the response is done or its connection is gone, whatever happened.
    reply.raw.once('close', () => {
      if (left) return;
      left = true;
      const now = this.openOf(userId) - 1;
      if (now > 0) this.#open.set(userId, now);
      else this.#open.delete(userId);
    });
  }
}
