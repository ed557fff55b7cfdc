import {
  BET_STATUSES,
  type BetRecord,
  type BetSnapshot,
  type BetStatus,
  type StoredBetState,
} from '@stakelab/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { yieldToEventLoop } from '../db/yield.ts';
import { tagsOf } from './bet-rows.ts';
import { chunks } from './chunks.ts';
import type { CatalogueNames } from './catalogue.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A bet the user has, as a re-import compares it (see core reconcileBet). */
export interface StoredBet {
  id: number;
  /** The id the history shows (BetView.BetId). */
  sourceBetId: string;
  state: StoredBetState;
  /** When the user last set the tags by hand (a re-import then keeps them), or null. */
  tagsEditedAt: string | null;
}

/** Rows are written from BetStatus values only (importers, the form, the settle endpoint). */
function betStatusOf(text: string, betId: number): BetStatus {
  const status = BET_STATUSES.find((s) => s === text);
  if (status === undefined) throw new Error(`bet ${betId} has an unknown status ${text}`);
  return status;
}

/** Ids per query: well under both databases' bound-parameter limits. */
const IDS_PER_QUERY = 500;

/**
 * The user's bets with these internal ids, with their selections, in record units (cents,
 * thousandths) and catalogue names: what an import compares incoming bets with.
 */
export async function loadStoredBets(
  db: Db,
  userId: number,
  betIds: readonly number[],
  names: CatalogueNames,
): Promise<Map<number, StoredBet>> {
  const stored = new Map<number, StoredBet>();
  for (const ids of chunks([...new Set(betIds)], IDS_PER_QUERY)) {
    const [bets, selections] = await Promise.all([
      db
        .selectFrom('bets')
        // Not raw: the source record is the bulk of a row and nothing compares it.
        .select([
          'id',
          'source_bet_id',
          'placed_at',
          'settled_at',
          'sport_id',
          'competition_id',
          'event_description',
          'odds_milli',
          'stake_cents',
          'return_cents',
          'net_return_cents',
          'status',
          'bet_type',
          'bookmaker',
          'side',
          'liability_cents',
          'gross_profit_cents',
          'commission_cents',
          'closing_odds_milli',
          'expected_value_ratio',
          'tags',
          'tipster',
          'tags_edited_at',
          'order_type',
          'price_requested_milli',
          'price_reduced',
          'handicap',
          'each_way_divisor',
          'places_paid',
          'edited_at',
          'source_as_of',
          'free_bet',
          'currency',
        ])
        .where('user_id', '=', userId)
        .where('id', 'in', ids)
        .execute(),
      db
        .selectFrom('selections')
        .select([
          'bet_id',
          'name',
          'odds_milli',
          'event_name',
          'market_name',
          'sport_id',
          'competition_id',
          'result',
        ])
        .where('bet_id', 'in', ids)
        .orderBy('bet_id')
        .orderBy('position')
        .execute(),
    ]);
    const legs = new Map<number, BetSnapshot['selections']>();
    for (const s of selections) {
      let list = legs.get(s.bet_id);
      if (!list) legs.set(s.bet_id, (list = []));
      list.push({
        name: s.name,
        oddsMilli: s.odds_milli,
        eventName: s.event_name,
        marketName: s.market_name,
        sport: names.sportById(s.sport_id),
        competition: names.competitionById(s.competition_id),
        result: s.result,
      });
    }
    for (const b of bets) {
      const hasDetails = [
        b.order_type,
        b.price_requested_milli,
        b.price_reduced,
        b.handicap,
        b.each_way_divisor,
        b.places_paid,
      ].some((v) => v !== null);
      const bet: BetSnapshot = {
        placedAt: b.placed_at,
        settledAt: b.settled_at,
        sport: names.sportById(b.sport_id),
        competition: names.competitionById(b.competition_id),
        eventDescription: b.event_description,
        oddsMilli: b.odds_milli,
        stakeCents: b.stake_cents,
        returnCents: b.return_cents,
        netReturnCents: b.net_return_cents,
        status: betStatusOf(b.status, b.id),
        betType: b.bet_type,
        bookmaker: b.bookmaker,
        side: b.side === 'BACK' || b.side === 'LAY' ? b.side : null,
        liabilityCents: b.liability_cents,
        grossProfitCents: b.gross_profit_cents,
        commissionCents: b.commission_cents,
        closingOddsMilli: b.closing_odds_milli,
        expectedValueRatio: b.expected_value_ratio,
        tags: tagsOf(b.tags),
        tipster: b.tipster,
        details: hasDetails
          ? {
              orderType: b.order_type,
              priceRequestedMilli: b.price_requested_milli,
              priceReduced: b.price_reduced === null ? null : b.price_reduced === 1,
              handicap: b.handicap,
              eachWayDivisor: b.each_way_divisor,
              placesPaid: b.places_paid,
            }
          : null,
        freeBet: b.free_bet === 1,
        currency: b.currency,
        selections: legs.get(b.id) ?? [],
      };
      stored.set(b.id, {
        id: b.id,
        sourceBetId: b.source_bet_id,
        state: { bet, editedAt: b.edited_at, asOf: b.source_as_of },
        tagsEditedAt: b.tags_edited_at,
      });
    }
    // SQLite answers synchronously: without this a re-import's reads hold the loop throughout.
    await yieldToEventLoop();
  }
  return stored;
}

/** A record in the names the catalogue would store it under, to compare with a stored bet. */
export function snapshotOf(record: BetRecord, names: CatalogueNames): BetSnapshot {
  const { source: _s, sourceBetId: _id, aliases: _a, raw: _raw, ...bet } = record;
  const sport = names.sport(record.sport);
  return {
    ...bet,
    sport,
    competition: names.competition(sport, record.competition),
    selections: record.selections.map((leg) => {
      const legSport = names.sport(leg.sport ?? record.sport);
      return {
        ...leg,
        sport: legSport,
        competition: names.competition(legSport, leg.competition ?? record.competition),
      };
    }),
  };
}
