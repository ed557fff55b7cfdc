import {
  createEventMatcher,
  FAR_MS,
  type FeedEvent,
  type FeedLinkOffer,
  feedOutcomeOf,
  IN_PLAY_MS,
} from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { chunks } from './chunks.ts';
import { captureClosingLines } from './closing-capture.ts';
import { readLiveEvents } from './live-events.ts';

type Db = Kysely<Database>;

/**
 * At most this many of the user's unlinked selections are looked at per run (the latest
 * placed first): an import of years of history costs one bounded read and a bounded scoring.
 */
export const MATCH_LEGS_PER_RUN = 2000;

/** How bets_status_placed_at (migration 0034) stores an open bet's status. */
const OPEN_STATUS = 'PENDING';

export interface MatchOptions {
  /** At most this many selections, the latest placed first. */
  limit?: number;
  /** Open bets only (a new feed event): a settled bet's link would change nothing. */
  openOnly?: boolean;
}

/**
 * When a bet on these events can have been placed, as the matcher scores it: up to FAR_MS
 * before the earliest kick-off, up to IN_PLAY_MS after the latest; null for no dated event.
 */
export function placedWindowOf(feed: readonly FeedEvent[]): { from: string; to: string } | null {
  const starts = feed.map((e) => Date.parse(e.EventStartTimeUTC)).filter(Number.isFinite);
  if (starts.length === 0) return null;
  return {
    from: new Date(Math.min(...starts) - FAR_MS).toISOString(),
    to: new Date(Math.max(...starts) + IN_PLAY_MS).toISOString(),
  };
}

/**
 * The users, after `afterUserId` in id order, with an open bet placed within `window` that has
 * an unlinked selection: at most `limit`, read through bets_status_placed_at.
 */
export async function usersWithOpenUnlinkedBets(
  db: Db,
  window: { from: string; to: string },
  afterUserId: number,
  limit: number,
): Promise<number[]> {
  const rows = await usersWithOpenUnlinkedBetsQuery(db, window, afterUserId, limit).execute();
  return rows.map((row) => row.user_id);
}

/** The query of usersWithOpenUnlinkedBets (its plan is checked by a test). */
export function usersWithOpenUnlinkedBetsQuery(
  db: Db,
  window: { from: string; to: string },
  afterUserId: number,
  limit: number,
) {
  return db
    .selectFrom('bets as b')
    .select('b.user_id')
    .where('b.status', '=', OPEN_STATUS)
    .where('b.placed_at', '>=', window.from)
    .where('b.placed_at', '<=', window.to)
    .where('b.user_id', '>', afterUserId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('selections as s')
          .select('s.id')
          .whereRef('s.bet_id', '=', 'b.id')
          .where('s.feed_event_id', 'is', null),
      ),
    )
    .groupBy('b.user_id')
    .orderBy('b.user_id')
    .limit(limit);
}

export interface MatchRun {
  linked: number;
  offered: number;
}

/**
 * Matches the user's unlinked selections placed around the feed's events (issue 36): a sure
 * match is linked (feed_link_source 'match', with its confidence), an unsure one stored as an
 * offer (feed_link_offers), unless the user refused that event for that selection or it
 * already has an open offer. Only `userId`'s bets are read or written, at most `limit` of
 * their selections. A selection linked to
 * an event already under way takes its closing line now (kick-off has passed).
 */
export async function matchBetsToFeed(
  db: Db,
  userId: number,
  feed: readonly FeedEvent[],
  now: Date,
  { limit = MATCH_LEGS_PER_RUN, openOnly = false }: MatchOptions = {},
): Promise<MatchRun> {
  const window = placedWindowOf(feed);
  if (!window) return { linked: 0, offered: 0 };
  const { from, to } = window;
  const legs = await db
    .selectFrom('selections as s')
    .innerJoin('bets as b', 'b.id', 's.bet_id')
    .innerJoin('sports as sp', 'sp.id', 's.sport_id')
    .leftJoin('competitions as c', 'c.id', 's.competition_id')
    .select([
      's.id',
      's.bet_id',
      's.position',
      's.name',
      's.event_name',
      's.market_name',
      'sp.name as sport',
      'c.name as competition',
      'b.placed_at',
      'b.settled_at',
      'b.event_description',
    ])
    .where('b.user_id', '=', userId)
    .where('s.feed_event_id', 'is', null)
    .where('b.placed_at', '>=', from)
    .where('b.placed_at', '<=', to)
    .$if(openOnly, (q) => q.where('b.status', '=', OPEN_STATUS))
    .orderBy('b.placed_at', 'desc')
    .orderBy('s.id')
    .limit(limit)
    .execute();
  if (legs.length === 0) return { linked: 0, offered: 0 };

  const offers = new Map<string, { open: boolean; refused: Set<string> }>();
  for (const ids of chunks([...new Set(legs.map((l) => l.bet_id))], 500)) {
    const rows = await db
      .selectFrom('feed_link_offers')
      .select(['bet_id', 'position', 'feed_event_id', 'state'])
      .where('user_id', '=', userId)
      .where('bet_id', 'in', ids)
      .execute();
    for (const row of rows) {
      const key = `${row.bet_id}:${row.position}`;
      const entry = offers.get(key) ?? { open: false, refused: new Set<string>() };
      if (row.state === 'open') entry.open = true;
      else entry.refused.add(row.feed_event_id);
      offers.set(key, entry);
    }
  }

  const match = createEventMatcher(feed);
  const byId = new Map(feed.map((event) => [event.RowId, event]));
  const links: { id: number; eventId: string; outcome: string | null; confidence: number }[] = [];
  const offered: {
    leg: (typeof legs)[number];
    event: FeedEvent;
    outcome: string | null;
    confidence: number;
  }[] = [];
  for (const leg of legs) {
    const known = offers.get(`${leg.bet_id}:${leg.position}`);
    if (known?.open) continue;
    const verdict = match(
      {
        eventName: leg.event_name ?? leg.event_description,
        competition: leg.competition,
        sport: leg.sport,
        placedAt: leg.placed_at,
        settledAt: leg.settled_at,
      },
      known?.refused,
    );
    if (verdict.kind === 'none') continue;
    const event = byId.get(verdict.eventId);
    if (!event) continue;
    const outcome = feedOutcomeOf(leg.name, leg.market_name, event);
    if (verdict.kind === 'link')
      links.push({ id: leg.id, eventId: event.RowId, outcome, confidence: verdict.confidence });
    else offered.push({ leg, event, outcome, confidence: verdict.confidence });
  }
  if (links.length === 0 && offered.length === 0) return { linked: 0, offered: 0 };

  const at = now.toISOString();
  const linked = await db.transaction().execute(async (trx) => {
    let done = 0;
    for (const link of links) {
      const result = await trx
        .updateTable('selections')
        .set({
          feed_event_id: link.eventId,
          feed_outcome: link.outcome,
          feed_link_source: 'match',
          feed_link_confidence: link.confidence,
        })
        .where('id', '=', link.id)
        // Written meanwhile (the form, an accepted offer): theirs stands.
        .where('feed_event_id', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows > 0n) done += 1;
    }
    for (const part of chunks(offered, 100)) {
      await trx
        .insertInto('feed_link_offers')
        .values(
          part.map(({ leg, event, outcome, confidence }) => ({
            user_id: userId,
            bet_id: leg.bet_id,
            position: leg.position,
            selection_name: leg.name,
            feed_event_id: event.RowId,
            feed_outcome: outcome,
            confidence,
            home_name: event.HomeName,
            away_name: event.AwayName,
            league_name: event.LeagueName,
            event_start: event.EventStartTimeUTC,
            created_at: at,
          })),
        )
        .onConflict((oc) => oc.columns(['bet_id', 'position', 'feed_event_id']).doNothing())
        .execute();
    }
    return done;
  });
  await captureUnderWay(db, feed, new Set(links.map((l) => l.eventId)), now);
  return { linked, offered: offered.length };
}

/** Linked after kick-off: the closing line is taken now, as it would have been at kick-off. */
async function captureUnderWay(
  db: Db,
  feed: readonly FeedEvent[],
  eventIds: ReadonlySet<string>,
  now: Date,
): Promise<void> {
  const underWay = feed.filter((e) => eventIds.has(e.RowId) && e.State !== 'upcoming');
  if (underWay.length > 0) await captureClosingLines(db, underWay, now);
}

/** The user's open offers, latest event first. */
export async function listFeedLinkOffers(db: Db, userId: number): Promise<FeedLinkOffer[]> {
  const rows = await db
    .selectFrom('feed_link_offers')
    .selectAll()
    .where('user_id', '=', userId)
    .where('state', '=', 'open')
    .orderBy('event_start', 'desc')
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    Id: row.id,
    BetId: row.bet_id,
    Position: row.position,
    SelectionName: row.selection_name,
    EventId: row.feed_event_id,
    Outcome:
      row.feed_outcome === '1' || row.feed_outcome === 'X' || row.feed_outcome === '2'
        ? row.feed_outcome
        : null,
    Confidence: row.confidence,
    HomeName: row.home_name,
    AwayName: row.away_name,
    LeagueName: row.league_name,
    EventStartTimeUTC: row.event_start,
  }));
}

/**
 * Accepts or refuses one of the user's open offers; null when the user has no such open
 * offer. Accepting links the selection (feed_link_source 'offer', the offer's confidence)
 * when it is still there under the same name and unlinked, and drops the selection's other
 * offers; refusing keeps the row as refused, so that event is not offered again for it.
 */
export async function answerFeedLinkOffer(
  db: Db,
  userId: number,
  offerId: number,
  accept: boolean,
  feed: readonly FeedEvent[],
  now: Date,
): Promise<{ linked: boolean } | null> {
  const answer = await db.transaction().execute(async (trx) => {
    const offer = await trx
      .selectFrom('feed_link_offers')
      .selectAll()
      .where('id', '=', offerId)
      .where('user_id', '=', userId)
      .where('state', '=', 'open')
      .executeTakeFirst();
    if (!offer) return null;
    if (!accept) {
      await trx
        .updateTable('feed_link_offers')
        .set({ state: 'refused' })
        .where('id', '=', offer.id)
        .execute();
      return { linked: false, eventId: offer.feed_event_id };
    }
    const result = await trx
      .updateTable('selections')
      .set({
        feed_event_id: offer.feed_event_id,
        feed_outcome: offer.feed_outcome,
        feed_link_source: 'offer',
        feed_link_confidence: offer.confidence,
      })
      .where('bet_id', '=', offer.bet_id)
      .where('position', '=', offer.position)
      .where('name', '=', offer.selection_name)
      .where('feed_event_id', 'is', null)
      .executeTakeFirst();
    await trx
      .deleteFrom('feed_link_offers')
      .where('bet_id', '=', offer.bet_id)
      .where('position', '=', offer.position)
      .where('state', '=', 'open')
      .execute();
    return { linked: result.numUpdatedRows > 0n, eventId: offer.feed_event_id };
  });
  if (!answer) return null;
  if (answer.linked) await captureUnderWay(db, feed, new Set([answer.eventId]), now);
  return { linked: answer.linked };
}

/** After an import: the user's bets matched against the feed as the database holds it. */
export async function matchBetsToStoredFeed(db: Db, userId: number, now: Date): Promise<MatchRun> {
  const { feed } = await readLiveEvents(db);
  return matchBetsToFeed(db, userId, feed, now);
}
