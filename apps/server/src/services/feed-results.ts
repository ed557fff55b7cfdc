import type { FeedEvent, SettlementSuggestion } from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  autoSettleLinkedOf,
  decideSuggestion,
  findOpenSuggestion,
  type PlannedSuggestion,
  recordSuggestions,
} from '../repositories/settlement-suggestions.ts';
import { type EditOutcome, settleBetByHand } from './bet-edits.ts';

/** When the last of a suggestion's events finished: the bet's settle date. */
const finishedAtOf = (sources: readonly { FinishedAt: string }[], fallback: Date) =>
  sources.map((s) => s.FinishedAt).reduce((a, b) => (a > b ? a : b), '') || fallback.toISOString();

/** The audit log's line for a settlement from the feed: where the result came from. */
const auditNote = (how: 'automatic' | 'confirmed', sources: PlannedSuggestion['sources']) => ({
  field: how === 'automatic' ? 'SettledAutomaticallyFromFeed' : 'SettledFromFeedSuggestion',
  old: null,
  new: sources
    .map((s) => `${s.EventId} ${s.Event} ${s.Score} (${s.Outcome}: ${s.Result})`)
    .join('; '),
});

/** A suggestion just recorded, and whether automatic settlement settled its bet. */
export interface CapturedResult {
  planned: PlannedSuggestion;
  automatic: boolean;
}

/**
 * At the final whistle (issue 36): suggestions for the open bets the feed's final scores
 * decide, recorded with their source; a user who turned automatic settlement on has their
 * linked singles settled at once (the audit log says so). Returns each suggestion recorded
 * (for the users' notifications) and how many bets were settled.
 */
export async function captureResults(
  db: Kysely<Database>,
  finished: readonly FeedEvent[],
  feed: readonly FeedEvent[],
  at: Date,
): Promise<{ results: CapturedResult[]; settled: number }> {
  const recorded = await recordSuggestions(db, finished, feed, at);
  let settled = 0;
  const results: CapturedResult[] = [];
  const auto = new Map<number, boolean>();
  for (const planned of recorded) {
    const result = { planned, automatic: false };
    results.push(result);
    if (!planned.single) continue;
    let on = auto.get(planned.userId);
    if (on === undefined)
      auto.set(planned.userId, (on = await autoSettleLinkedOf(db, planned.userId)));
    if (!on) continue;
    const outcome = await settleBetByHand(
      db,
      planned.userId,
      planned.betId,
      { status: planned.status, settledDate: finishedAtOf(planned.sources, at) },
      at,
      {
        auditNote: auditNote('automatic', planned.sources),
        after: (trx) => decideSuggestion(trx, planned.betId, 'automatic', at),
      },
    );
    if (outcome.ok) {
      settled += 1;
      result.automatic = true;
    }
  }
  return { results, settled };
}

/** The user's one click: settles the bet as suggested (null: no such suggestion waiting). */
export async function confirmSuggestion(
  db: Kysely<Database>,
  userId: number,
  id: number,
  now: Date,
): Promise<EditOutcome | null> {
  const suggestion: SettlementSuggestion | null = await findOpenSuggestion(db, userId, id);
  if (!suggestion) return null;
  return settleBetByHand(
    db,
    userId,
    suggestion.BetId,
    { status: suggestion.Status, settledDate: finishedAtOf(suggestion.Sources, now) },
    now,
    {
      auditNote: auditNote('confirmed', suggestion.Sources),
      after: (trx) => decideSuggestion(trx, suggestion.BetId, 'confirmed', now),
    },
  );
}
