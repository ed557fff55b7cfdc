import {
  type FeedEvent,
  type FeedEventState,
  type LiveEvent,
  liveEventOf,
  priceSnapshotSchema,
} from '@stakelab/core';
import type { Insertable, Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import type { Database, LiveEventTable } from '../db/schema.ts';

type Db = Kysely<Database>;

const CHUNK = 100;

const pricesSchema = z.array(priceSnapshotSchema);
const STATES: readonly string[] = ['upcoming', 'live', 'finished'] satisfies FeedEventState[];

/** A feed event, or a bare live event (in play). */
type Stored = LiveEvent | FeedEvent;

function toRow(event: Stored, position: number): Insertable<LiveEventTable> {
  const feed = 'State' in event ? event : null;
  return {
    state: feed?.State ?? 'live',
    finished_at: feed?.FinishedAt ?? null,
    pre_match_prices: JSON.stringify(feed?.PreMatchPrices ?? []),
    row_id: event.RowId,
    position,
    sport: event.Sport,
    league_name: event.LeagueName,
    home_name: event.HomeName,
    away_name: event.AwayName,
    event_start_time: event.EventStartTimeUTC,
    score_home: event.LiveScoreHome,
    score_away: event.LiveScoreAway,
    clock_minute: event.LiveMatchClockMinute,
    clock_period: event.LiveMatchClockPeriod,
    outcome1_label: event.Outcome1_Label,
    outcome1_odds: event.Outcome1_Odds,
    outcomex_label: event.OutcomeX_Label,
    outcomex_odds: event.OutcomeX_Odds,
    outcome2_label: event.Outcome2_Label,
    outcome2_odds: event.Outcome2_Odds,
    tennis_home_sets: event.Stats_Tennis_Home_Sets,
    tennis_away_sets: event.Stats_Tennis_Away_Sets,
    tennis_home_serve: event.Stats_Tennis_HomeServe,
  };
}

function toEvent(row: Selectable<LiveEventTable>): FeedEvent {
  // Written by toRow: a row that does not read back is kept with no history, not dropped.
  const prices = pricesSchema.safeParse(JSON.parse(row.pre_match_prices || '[]'));
  return {
    State: (STATES.includes(row.state) ? row.state : 'live') as FeedEventState,
    FinishedAt: row.finished_at,
    PreMatchPrices: prices.success ? prices.data : [],
    RowId: row.row_id,
    Sport: row.sport,
    LeagueName: row.league_name,
    HomeName: row.home_name,
    AwayName: row.away_name,
    EventStartTimeUTC: row.event_start_time,
    LiveScoreHome: row.score_home,
    LiveScoreAway: row.score_away,
    LiveMatchClockMinute: row.clock_minute,
    LiveMatchClockPeriod: row.clock_period,
    Outcome1_Label: row.outcome1_label,
    Outcome1_Odds: row.outcome1_odds,
    OutcomeX_Label: row.outcomex_label,
    OutcomeX_Odds: row.outcomex_odds,
    Outcome2_Label: row.outcome2_label,
    Outcome2_Odds: row.outcome2_odds,
    Stats_Tennis_Home_Sets: row.tennis_home_sets,
    Stats_Tennis_Away_Sets: row.tennis_away_sets,
    Stats_Tennis_HomeServe: row.tennis_home_serve,
  };
}

/**
 * Replaces the whole live table with one refresh and bumps the feed version, in one
 * transaction: readers on any process see the previous refresh or this one, never half.
 * The refresh holds the whole feed (issue 36): upcoming and finished events beside those in
 * play; a bare live event is stored as in play. Returns the new version.
 */
export async function replaceLiveEvents(
  db: Db,
  feed: string,
  events: readonly Stored[],
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('live_events').execute();
    const rows = events.map(toRow);
    for (let i = 0; i < rows.length; i += CHUNK)
      await trx
        .insertInto('live_events')
        .values(rows.slice(i, i + CHUNK))
        .execute();
    const state = await trx
      .updateTable('live_feed_state')
      .set((eb) => ({ version: eb('version', '+', 1), feed, refreshed_at: now.toISOString() }))
      .where('id', '=', 1)
      .returning('version')
      .executeTakeFirstOrThrow();
    return state.version;
  });
}

/** The version of the live table (see replaceLiveEvents). */
export async function liveEventsVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('live_feed_state')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/**
 * The live table and its version, read consistently in one transaction: `events`, those in
 * play with the live event's fields only (GET /api/live-events and its stream, unchanged), and
 * `feed`, every event of the feed with its state and pre-match prices.
 */
export async function readLiveEvents(
  db: Db,
): Promise<{ version: number; events: LiveEvent[]; feed: FeedEvent[] }> {
  return db.transaction().execute(async (trx) => {
    const version = await liveEventsVersion(trx);
    const rows = await trx.selectFrom('live_events').selectAll().orderBy('position').execute();
    const feed = rows.map(toEvent);
    const events = feed.filter((event) => event.State === 'live').map(liveEventOf);
    return { version, events, feed };
  });
}

/** One event of the stored feed by its id, whatever its state; null when not in the feed. */
export async function findFeedEvent(db: Db, rowId: string): Promise<FeedEvent | null> {
  const row = await db
    .selectFrom('live_events')
    .selectAll()
    .where('row_id', '=', rowId)
    .limit(1)
    .executeTakeFirst();
  return row ? toEvent(row) : null;
}
