import type { FeedEvent } from '@stakelab/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  matchBetsToFeed,
  placedWindowOf,
  usersWithOpenUnlinkedBets,
} from '../repositories/feed-matching.ts';

/** Users whose bets are matched in one feed round, across all pending arrivals. */
export const ARRIVAL_USERS_PER_ROUND = 20;
/** Selections of one user looked at for one arrival: one account cannot fill a round. */
export const ARRIVAL_LEGS_PER_USER = 250;
/** Arrivals waiting at most: beyond, the oldest is dropped (logged) so memory stays bounded. */
export const MAX_PENDING_ARRIVALS = 50;

export interface FeedArrivalOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  usersPerRound?: number;
  legsPerUser?: number;
}

/** Events the feed announced in one or more rounds, and how far through the users it got. */
interface Arrival {
  eventIds: Set<string>;
  /** The last user matched; 0 before the first. */
  afterUserId: number;
}

/**
 * Matches users' open, unlinked bets to the events the feed announces (issue 36 follow-up):
 * the same code path as after an import (matchBetsToFeed: sure matches linked, unsure ones
 * offered), for open bets placed around the new events' kick-off only. The work of a round is
 * capped (usersPerRound users, legsPerUser selections each); what is left carries over to the
 * next rounds. The queue lives in the ingesting process: a process that loses the lease
 * forgets its leftovers (they are offered again by the user's next import).
 */
export function createFeedArrivalMatcher(options: FeedArrivalOptions) {
  const {
    db,
    log,
    usersPerRound = ARRIVAL_USERS_PER_ROUND,
    legsPerUser = ARRIVAL_LEGS_PER_USER,
  } = options;
  const queue: Arrival[] = [];

  return {
    /** Arrivals not yet matched against every user (for tests and logs). */
    get pending() {
      return queue.length;
    },
    /**
     * One feed round: queues the events it announced (`added`), then matches as many users as
     * the round allows against the oldest arrivals, with the events as the feed now holds them
     * (an event gone from the feed is not matched). Errors are logged per user, never thrown.
     */
    async round(added: readonly FeedEvent[], feed: readonly FeedEvent[], at: Date) {
      if (added.length > 0) {
        const last = queue.at(-1);
        // Not started yet: one arrival more joins it, so the queue stays short.
        if (last && last.afterUserId === 0) for (const e of added) last.eventIds.add(e.RowId);
        else queue.push({ eventIds: new Set(added.map((e) => e.RowId)), afterUserId: 0 });
        if (queue.length > MAX_PENDING_ARRIVALS) {
          const dropped = queue.shift()!;
          log.warn(
            { events: dropped.eventIds.size },
            'live events: too many new events waiting for bet matching; the oldest dropped',
          );
        }
      }
      let budget = usersPerRound;
      let linked = 0;
      let offered = 0;
      while (budget > 0 && queue.length > 0) {
        const arrival = queue[0]!;
        const events = feed.filter((e) => arrival.eventIds.has(e.RowId));
        const window = placedWindowOf(events);
        const asked = budget;
        const users = window
          ? await usersWithOpenUnlinkedBets(db, window, arrival.afterUserId, asked)
          : [];
        for (const userId of users) {
          try {
            const run = await matchBetsToFeed(db, userId, events, at, {
              limit: legsPerUser,
              openOnly: true,
            });
            linked += run.linked;
            offered += run.offered;
          } catch (err) {
            log.warn({ err, userId }, 'live events: matching open bets to new events failed');
          }
          arrival.afterUserId = userId;
        }
        budget -= users.length;
        // Fewer users than asked for: none left after them, this arrival is done. Otherwise
        // the budget is spent and the arrival carries on from its last user next round.
        if (users.length < asked) queue.shift();
      }
      return { linked, offered };
    },
  };
}
export type FeedArrivalMatcher = ReturnType<typeof createFeedArrivalMatcher>;
