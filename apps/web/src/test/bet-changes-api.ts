import {
  type BetChangesResponse,
  type BetView,
  betViewToRow,
  type NewestBetsResponse,
} from '@stakelab/core';
import { jsonResponse, type StubHandler } from './fetch-stub';

/**
 * The server's side of GET /api/history/user-bets/changes (core's contract/history-changes.ts)
 * over an in-memory history: every write bumps the version; `since` 0, a version this log
 * never reached, or one older than the deletions it remembers gets the whole history (full).
 */
export class BetChangeLog {
  #version: number;
  readonly #bets = new Map<number, { bet: BetView; version: number }>();
  readonly #deletions: { id: number; version: number }[] = [];
  /** Deletions before this version are forgotten: asking from before it gets a full answer. */
  #oldestKnown = 0;
  /** Every `since` the page asked with, in order. */
  readonly asked: number[] = [];

  constructor(initial: readonly BetView[] = [], version = initial.length > 0 ? 1 : 0) {
    this.#version = version;
    for (const bet of initial) this.#bets.set(bet.Id, { bet, version });
  }

  get version(): number {
    return this.#version;
  }

  /** Newest first, as the server lists them: by placed date, then the latest added. */
  get bets(): BetView[] {
    return [...this.#bets.values()]
      .map(({ bet }) => bet)
      .sort((a, b) => Date.parse(b.PlacedDate) - Date.parse(a.PlacedDate) || b.Id - a.Id);
  }

  find(id: number): BetView | undefined {
    return this.#bets.get(id)?.bet;
  }

  /** Adds or replaces a bet (a new version). */
  put(bet: BetView): void {
    this.#version += 1;
    this.#bets.set(bet.Id, { bet, version: this.#version });
  }

  /** Deletes a bet (a new version); false when there was none. */
  remove(id: number): boolean {
    if (!this.#bets.delete(id)) return false;
    this.#version += 1;
    this.#deletions.push({ id, version: this.#version });
    return true;
  }

  /** Forgets the deletions so far, as a server that trims its log does. */
  trim(): void {
    this.#oldestKnown = this.#version;
    this.#deletions.length = 0;
  }

  changesSince(since: number): BetChangesResponse {
    const current = this.#version;
    if (since === 0 || since > current || since < this.#oldestKnown) {
      return { success: true, version: current, full: true, bets: this.bets, deleted: [] };
    }
    return {
      success: true,
      version: current,
      full: false,
      bets: [...this.#bets.values()].filter((entry) => entry.version > since).map(({ bet }) => bet),
      deleted: this.#deletions.filter((entry) => entry.version > since).map(({ id }) => id),
    };
  }

  /** GET /api/history/user-bets/newest's answer: the newest `limit` bets and the count. */
  newest(limit: number): NewestBetsResponse {
    const bets = this.bets;
    return { success: true, total: bets.length, bets: bets.slice(0, limit) };
  }

  /** The stub route: 'GET /api/history/user-bets/newest'. */
  newestHandler(): StubHandler {
    return ({ query }) => {
      const answer = this.newest(Number(query.get('limit') ?? '50'));
      return jsonResponse({ ...answer, bets: answer.bets.map(betViewToRow) });
    };
  }

  /** The stub route: 'GET /api/history/user-bets/changes'. */
  handler(): StubHandler {
    return ({ query }) => {
      const since = Number(query.get('since') ?? '0');
      this.asked.push(since);
      return jsonResponse(onTheWire(this.changesSince(since)));
    };
  }
}

/** An answer as the server sends it: its bets as rows. */
export const onTheWire = (answer: BetChangesResponse) => ({
  ...answer,
  bets: answer.bets.map(betViewToRow),
});

export const BET_CHANGES_ROUTE = 'GET /api/history/user-bets/changes';

/** The changes route over a history that never changes: `bets`, at version 1. */
export function betChangesApi(bets: readonly BetView[]): Record<string, StubHandler> {
  return { [BET_CHANGES_ROUTE]: new BetChangeLog(bets).handler() };
}
