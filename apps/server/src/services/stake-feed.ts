import {
  type FeedEvent,
  type FeedOutcome,
  isSettledStakeResult,
  oddsMilliText,
  probabilityText,
  type Stake,
  stakeFeedResult,
} from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { chunks } from '../repositories/chunks.ts';
import { captureKickOffClosesInChunks } from '../repositories/kick-off-closes.ts';
import { appendStakeRecordEntry, stakeRecordEntriesOf } from '../repositories/stake-record.ts';
import { inTransactionRetried, recordStakeOutcome } from './stake-publishing.ts';

type Db = Kysely<Database>;

/**
 * Tipster stakes and the live feed (issue 36, "the same for a tipster stake"). A stake picked
 * from the feed gets, like a linked selection, its closing line at kick-off (core's
 * feedClosingLine), written both on its row and in the public record as a `close` entry, so
 * anyone can work out its CLV from the record alone; and at the final whistle a suggested
 * result (core's feedLegResult through stakeFeedResult) that an admin confirms with one click
 * through the ordinary settle path, which appends the settle entry.
 */

const OUTCOMES: readonly FeedOutcome[] = ['1', 'X', '2'];
const outcomeOf = (text: string | null) => OUTCOMES.find((o) => o === text);

/**
 * At kick-off: each stake linked to one of `events` without a closing line, and not void, gets
 * it, and its close entry (refers_to its publish entry; shown from the stake's start, as its
 * publish is). One transaction per stake, so a lost race for the next seq retries only that
 * one. Returns how many got their close.
 */
export async function captureStakeClosingLines(
  db: Db,
  events: readonly FeedEvent[],
  at: Date,
): Promise<number> {
  const selectStakes = (ids: string[]) =>
    db
      .selectFrom('stakes')
      .select(['id', 'feed_event_id', 'feed_outcome', 'starts_at'])
      .where('feed_event_id', 'in', ids)
      .where('closing_captured_at', 'is', null)
      // Voided before kick-off (status 'void', however it got there): no close entry after it.
      .where('status', '!=', 'void')
      .orderBy('id')
      .execute();
  return captureKickOffClosesInChunks(events, selectStakes, async (closes) => {
    let captured = 0;
    for (const { row: stake, event, outcome, line } of closes) {
      const closingMilli = Math.round(line.closingOdds * 1000);
      // The row keeps the record's six decimals, so the two never disagree.
      const fairText = probabilityText(line.fairProbability);
      const done = await inTransactionRetried(db, async (trx) => {
        const updated = await trx
          .updateTable('stakes')
          .set({
            closing_odds_milli: closingMilli,
            fair_probability: Number(fairText),
            closing_captured_at: at.toISOString(),
          })
          .where('id', '=', stake.id)
          .where('closing_captured_at', 'is', null)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) return false;
        const publish = (await stakeRecordEntriesOf(trx, stake.id)).find(
          (entry) => entry.kind === 'publish',
        );
        // Linked stakes are all younger than the record; one without a publish has no chain.
        if (!publish) return true;
        await appendStakeRecordEntry(
          trx,
          {
            kind: 'close',
            stake_id: stake.id,
            refers_to: publish.seq,
            feed_event: event.RowId,
            outcome,
            closing_odds: oddsMilliText(closingMilli),
            fair_probability: fairText,
          },
          at,
          stake.starts_at,
        );
        return true;
      });
      if (done) captured += 1;
    }
    return captured;
  });
}

/**
 * At the final whistle: each open stake linked to one of `finished` that the final score
 * decides gets a suggested result with its source, once. Returns how many.
 */
export async function suggestStakeResults(
  db: Db,
  finished: readonly FeedEvent[],
  at: Date,
): Promise<number> {
  const byId = new Map(finished.map((event) => [event.RowId, event]));
  let suggested = 0;
  for (const ids of chunks([...byId.keys()], 200)) {
    const stakes = await db
      .selectFrom('stakes')
      .select(['id', 'feed_event_id', 'feed_outcome', 'status'])
      .where('feed_event_id', 'in', ids)
      .where('feed_suggested_result', 'is', null)
      .orderBy('id')
      .execute();
    for (const stake of stakes) {
      if (isSettledStakeResult(stake.status)) continue;
      const event = byId.get(stake.feed_event_id ?? '');
      const outcome = outcomeOf(stake.feed_outcome);
      const decided = event && outcome ? stakeFeedResult(event, outcome) : null;
      if (!decided) continue;
      const updated = await db
        .updateTable('stakes')
        .set({
          feed_suggested_result: decided.result,
          feed_suggestion_source: JSON.stringify(decided.source),
          feed_suggested_at: at.toISOString(),
        })
        .where('id', '=', stake.id)
        .where('feed_suggested_result', 'is', null)
        .executeTakeFirst();
      if (updated.numUpdatedRows > 0n) suggested += 1;
    }
  }
  return suggested;
}

/** Thrown inside the settle's transaction when another click decided the suggestion first. */
class SuggestionGoneError extends Error {}

/**
 * An admin's one click: settles the stake as suggested through recordStakeOutcome (the settle
 * entry, the row, the default payout of the result), and marks the suggestion decided in the
 * same transaction. null: no suggestion waits on an open stake of that id.
 */
export async function confirmStakeSuggestion(db: Db, id: number, now: Date): Promise<Stake | null> {
  const row = await db
    .selectFrom('stakes')
    .select(['status', 'feed_suggested_result', 'feed_suggestion_decided_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  const result = row?.feed_suggested_result;
  if (
    !row ||
    (result !== 'won' && result !== 'lost' && result !== 'void') ||
    row.feed_suggestion_decided_at !== null ||
    isSettledStakeResult(row.status)
  )
    return null;
  try {
    return await recordStakeOutcome(db, id, { result }, now, async (trx) => {
      const decided = await trx
        .updateTable('stakes')
        .set({ feed_suggestion_decided_at: now.toISOString() })
        .where('id', '=', id)
        .where('feed_suggestion_decided_at', 'is', null)
        .executeTakeFirst();
      if (decided.numUpdatedRows === 0n) throw new SuggestionGoneError();
    });
  } catch (err) {
    if (err instanceof SuggestionGoneError) return null;
    throw err;
  }
}
