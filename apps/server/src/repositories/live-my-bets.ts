import {
  eventNameKey,
  type FavouriteKind,
  type LiveFavourite,
  MAX_LIVE_FAVOURITES,
  type MyLiveBet,
} from '@stakelab/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The open bets the live page looks at: the newest, enough for any real slate. */
export const MY_LIVE_BETS_LIMIT = 500;

/** The user's favourites, oldest first. */
export async function listFavourites(
  db: Kysely<Database>,
  userId: number,
): Promise<LiveFavourite[]> {
  const rows = await db
    .selectFrom('live_favourites')
    .select(['kind', 'name'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ kind: row.kind as FavouriteKind, name: row.name }));
}

/**
 * Stars a team or competition for the user; starring it again (in any case or accents) keeps
 * the first. False when the user already has the most favourites allowed.
 */
export async function addFavourite(
  db: Kysely<Database>,
  userId: number,
  favourite: LiveFavourite,
  now: Date,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { n } = await trx
      .selectFrom('live_favourites')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_LIVE_FAVOURITES) return false;
    await trx
      .insertInto('live_favourites')
      .values({
        user_id: userId,
        kind: favourite.kind,
        name: favourite.name,
        name_key: eventNameKey(favourite.name),
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'name_key']).doNothing())
      .execute();
    return true;
  });
}

/** Unstars it (only the user's own row can match). */
export async function removeFavourite(
  db: Kysely<Database>,
  userId: number,
  favourite: LiveFavourite,
): Promise<void> {
  await db
    .deleteFrom('live_favourites')
    .where('user_id', '=', userId)
    .where('kind', '=', favourite.kind)
    .where('name_key', '=', eventNameKey(favourite.name))
    .execute();
}

/** The user's open (PENDING) bets with their legs' event text, odds and feed link. */
export async function listMyLiveBets(db: Kysely<Database>, userId: number): Promise<MyLiveBet[]> {
  const bets = await db
    .selectFrom('bets')
    .select(['id', 'event_description', 'stake_cents', 'odds_milli', 'currency'])
    .where('user_id', '=', userId)
    .where('status', '=', 'PENDING')
    .orderBy('placed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MY_LIVE_BETS_LIMIT)
    .execute();
  if (bets.length === 0) return [];
  const legs = await db
    .selectFrom('selections')
    .select(['id', 'bet_id', 'name', 'event_name', 'odds_milli', 'feed_event_id', 'feed_outcome'])
    .where(
      'bet_id',
      'in',
      bets.map((bet) => bet.id),
    )
    .orderBy('bet_id')
    .orderBy('position')
    .execute();
  const byBet = new Map<number, MyLiveBet['Legs']>();
  for (const leg of legs) {
    const list = byBet.get(leg.bet_id) ?? [];
    list.push({
      SelectionId: leg.id,
      SelectionName: leg.name,
      EventName: leg.event_name,
      Odds: leg.odds_milli === null ? null : leg.odds_milli / 1000,
      FeedEventId: leg.feed_event_id,
      FeedOutcome:
        leg.feed_outcome === '1' || leg.feed_outcome === 'X' || leg.feed_outcome === '2'
          ? leg.feed_outcome
          : null,
    });
    byBet.set(leg.bet_id, list);
  }
  return bets.map((bet) => ({
    Id: bet.id,
    EventDescription: bet.event_description,
    Stake: bet.stake_cents / 100,
    Odds: bet.odds_milli === null ? null : bet.odds_milli / 1000,
    Currency: bet.currency,
    Legs: byBet.get(bet.id) ?? [],
  }));
}
