import type { CapturedResult } from '../services/feed-results.ts';
import type { FeedResultsFacts } from './notification-texts.ts';

/** Bets named in one notification, and matches named for one bet (counts say the rest). */
const BETS_NAMED = 20;
const MATCHES_NAMED = 3;

/**
 * Hook: the final scores of the feed decided open bets (services/feed-results.ts). One
 * notification per user and round, however many of their bets ended, so an evening of
 * matches is not a stream of pushes.
 */
export function feedResultsByUser(
  results: readonly CapturedResult[],
): Map<number, FeedResultsFacts> {
  const byUser = new Map<number, FeedResultsFacts>();
  for (const { planned, automatic } of results) {
    let facts = byUser.get(planned.userId);
    if (!facts) byUser.set(planned.userId, (facts = { bets: [], total: 0, waiting: 0 }));
    facts.total += 1;
    if (!automatic) facts.waiting += 1;
    if (facts.bets.length < BETS_NAMED) {
      // A bet with several legs on one match (a same-game multi) names the match once.
      const matches = [...new Map(planned.sources.map((s) => [s.EventId, s])).values()];
      facts.bets.push({
        matches: matches.slice(0, MATCHES_NAMED).map((s) => ({ event: s.Event, score: s.Score })),
        moreMatches: Math.max(0, matches.length - MATCHES_NAMED),
        status: planned.status,
        automatic,
      });
    }
  }
  return byUser;
}
