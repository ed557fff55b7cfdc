import {
  type FeedEvent,
  type FeedLegResult,
  type FeedOutcome,
  type SettlementSuggestion,
  type SuggestionSource,
  feedLegResult,
  feedMarketResult,
  finalScoreOf,
  isOpenStatus,
  readFeedMarket,
  scoreText,
  suggestedBetResult,
  suggestionSourceSchema,
} from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { chunks } from './chunks.ts';

type Db = Kysely<Database> | Transaction<Database>;

const OUTCOMES: readonly FeedOutcome[] = ['1', 'X', '2'];

/** A suggestion made for an open bet, before it is written. */
export interface PlannedSuggestion {
  userId: number;
  betId: number;
  status: 'WON' | 'LOST' | 'VOID';
  sources: SuggestionSource[];
  /** A single: what automatic settlement takes. */
  single: boolean;
}

interface LinkedLeg {
  bet_id: number;
  feed_event_id: string | null;
  feed_outcome: string | null;
  selection_name: string;
  market_name: string | null;
}

/**
 * A bet's suggestion from its legs and the feed's events (pure but for the types): every leg
 * must be linked to a finished event of the feed that decides it; else none. A leg linked to
 * a 1X2 outcome is decided on the match result; a leg linked to the event alone, on the
 * market its names say when the score decides it (core feed-markets: goals over/under, both
 * teams to score, a tennis set's winner); any other is undecidable.
 */
export function planSuggestion(
  bet: { id: number; user_id: number },
  legs: readonly LinkedLeg[],
  feed: ReadonlyMap<string, FeedEvent>,
): PlannedSuggestion | null {
  const sources: SuggestionSource[] = [];
  const results: FeedLegResult[] = legs.map((leg) => {
    const event = feed.get(leg.feed_event_id ?? '');
    // Unlinked, or its event gone from the feed: the feed cannot decide it.
    if (!event) return 'undecidable';
    const score = finalScoreOf(event);
    const common = {
      EventId: event.RowId,
      Event: `${event.HomeName} v ${event.AwayName}`,
      Score: scoreText(score),
      FinishedAt: event.FinishedAt ?? '',
    };
    const outcome = OUTCOMES.find((o) => o === leg.feed_outcome);
    if (outcome) {
      const result = feedLegResult(outcome, score);
      if (result !== 'undecidable') sources.push({ ...common, Outcome: outcome, Result: result });
      return result;
    }
    if (leg.feed_outcome !== null) return 'undecidable'; // an outcome this does not know
    const market = readFeedMarket(leg.selection_name, leg.market_name, event);
    if (!market) return 'undecidable';
    const result = feedMarketResult(market, event);
    if (result !== 'undecidable') {
      sources.push({
        ...common,
        // Bounded by the market reader's cap on the name it read.
        Outcome: leg.selection_name.trim(),
        Market: market.kind,
        ...(market.kind === 'setWinner' ? { Set: market.set } : {}),
        Result: result,
      });
    }
    return result;
  });
  const status = suggestedBetResult(results);
  if (status === null) return null;
  return { userId: bet.user_id, betId: bet.id, status, sources, single: legs.length === 1 };
}

/**
 * Plans and records the suggestions for open bets with a leg on one of `finished` (events the
 * feed just saw finish), the other legs read from `feed` (finished events stay in it for a
 * while). A bet that has a suggestion already gets no other. Returns what was recorded.
 */
export async function recordSuggestions(
  db: Kysely<Database>,
  finished: readonly FeedEvent[],
  feed: readonly FeedEvent[],
  at: Date,
): Promise<PlannedSuggestion[]> {
  const byId = new Map(feed.map((event) => [event.RowId, event]));
  for (const event of finished) byId.set(event.RowId, event);
  const recorded: PlannedSuggestion[] = [];
  for (const ids of chunks(
    finished.map((e) => e.RowId),
    200,
  )) {
    const bets = await db
      .selectFrom('selections as s')
      .innerJoin('bets as b', 'b.id', 's.bet_id')
      .leftJoin('settlement_suggestions as g', 'g.bet_id', 'b.id')
      .select(['b.id', 'b.user_id', 'b.status'])
      .distinct()
      .where('s.feed_event_id', 'in', ids)
      .where('g.id', 'is', null)
      .execute();
    const open = bets.filter((bet) => isOpenStatus(bet.status));
    for (const part of chunks(open, 200)) {
      const legs = await db
        .selectFrom('selections')
        .select([
          'bet_id',
          'feed_event_id',
          'feed_outcome',
          'name as selection_name',
          'market_name',
        ])
        .where(
          'bet_id',
          'in',
          part.map((bet) => bet.id),
        )
        .orderBy('bet_id')
        .orderBy('position')
        .execute();
      for (const bet of part) {
        const planned = planSuggestion(
          bet,
          legs.filter((leg) => leg.bet_id === bet.id),
          byId,
        );
        if (!planned) continue;
        const inserted = await db
          .insertInto('settlement_suggestions')
          .values({
            user_id: planned.userId,
            bet_id: planned.betId,
            status: planned.status,
            source: JSON.stringify(planned.sources),
            suggested_at: at.toISOString(),
          })
          .onConflict((oc) => oc.column('bet_id').doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) recorded.push(planned);
      }
    }
  }
  return recorded;
}

const sourcesSchema = z.array(suggestionSourceSchema);

type SuggestionRow = {
  id: number;
  bet_id: number;
  status: string;
  source: string;
  suggested_at: string;
};

const suggestionOf = (row: SuggestionRow): SettlementSuggestion => ({
  Id: row.id,
  BetId: row.bet_id,
  Status: row.status as SettlementSuggestion['Status'],
  SuggestedAt: row.suggested_at,
  Sources: sourcesSchema.parse(JSON.parse(row.source)),
});

/** The user's suggestions waiting for a decision, on bets still open, newest first. */
export async function listOpenSuggestions(db: Db, userId: number): Promise<SettlementSuggestion[]> {
  const rows = await db
    .selectFrom('settlement_suggestions as g')
    .innerJoin('bets as b', 'b.id', 'g.bet_id')
    .select([
      'g.id',
      'g.bet_id',
      'g.status',
      'g.source',
      'g.suggested_at',
      'b.status as bet_status',
    ])
    .where('g.user_id', '=', userId)
    .where('g.decision', 'is', null)
    .orderBy('g.id', 'desc')
    .execute();
  return rows.filter((row) => isOpenStatus(row.bet_status)).map(suggestionOf);
}

/** One of the user's suggestions waiting for a decision on a bet still open, or null. */
export async function findOpenSuggestion(
  db: Db,
  userId: number,
  id: number,
): Promise<SettlementSuggestion | null> {
  const row = await db
    .selectFrom('settlement_suggestions as g')
    .innerJoin('bets as b', 'b.id', 'g.bet_id')
    .select([
      'g.id',
      'g.bet_id',
      'g.status',
      'g.source',
      'g.suggested_at',
      'b.status as bet_status',
    ])
    .where('g.user_id', '=', userId)
    .where('g.id', '=', id)
    .where('g.decision', 'is', null)
    .executeTakeFirst();
  return row && isOpenStatus(row.bet_status) ? suggestionOf(row) : null;
}

/** Records what became of a suggestion. */
export async function decideSuggestion(
  db: Db,
  betId: number,
  decision: 'confirmed' | 'automatic',
  at: Date,
): Promise<void> {
  await db
    .updateTable('settlement_suggestions')
    .set({ decision, decided_at: at.toISOString() })
    .where('bet_id', '=', betId)
    .where('decision', 'is', null)
    .execute();
}

/** Whether the user settles linked singles from the feed by themselves. */
export async function autoSettleLinkedOf(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('auto_settle_linked')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.auto_settle_linked === 1;
}

export async function setAutoSettleLinked(db: Db, userId: number, on: boolean): Promise<void> {
  await db
    .updateTable('users')
    .set({ auto_settle_linked: on ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}
