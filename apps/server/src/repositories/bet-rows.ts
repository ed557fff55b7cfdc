import {
  type BetRecord,
  type BetWrittenColumn,
  DEFAULT_CURRENCY,
  type SelectionWrittenColumn,
  type SelectionRecord,
} from '@stakelab/core';
import type { Insertable } from 'kysely';
import type { BetTable, SelectionTable } from '../db/schema.ts';
import type { CatalogueResolver } from './catalogue.ts';
import { rawColumn } from './raw-json.ts';
import { storable } from './stored-amounts.ts';

/*
 * A record (core's BetRecord) as the rows it is stored in. The columns are core's
 * BET_WRITTEN_COLUMNS and SELECTION_WRITTEN_COLUMNS (contract/bet-view-fields.ts): the types
 * below hold each function to exactly those, so a column added there fails to compile here
 * until it is filled.
 */

/** The bets columns a record writes. */
export type BetColumns = Required<Pick<Insertable<BetTable>, BetWrittenColumn>>;
/** The selections columns a record's leg writes, with its bet's id. */
export type SelectionColumns = Required<
  Pick<Insertable<SelectionTable>, SelectionWrittenColumn | 'bet_id'>
>;

/** Where a record's bets row goes: its owner and its catalogue entries' ids, resolved. */
export interface BetPlace {
  userId: number;
  sportId: number;
  competitionId: number | null;
}

const flag = (value: boolean | null) => (value === null ? null : value ? 1 : 0);

/**
 * The bets row of a record, its catalogue entries already resolved. `asOf`: the as-of time of
 * the export it comes from (see core importAsOf), null for a bet entered by hand.
 */
export function betColumns(
  bet: BetRecord,
  place: BetPlace,
  now: Date,
  asOf: string | null,
): BetColumns {
  return {
    user_id: place.userId,
    source: bet.source,
    source_bet_id: bet.sourceBetId,
    placed_at: bet.placedAt,
    settled_at: bet.settledAt,
    sport_id: place.sportId,
    competition_id: place.competitionId,
    event_description: bet.eventDescription,
    odds_milli: storable('odds_milli', bet.oddsMilli),
    stake_cents: storable('stake_cents', bet.stakeCents),
    return_cents: storable('return_cents', bet.returnCents),
    net_return_cents: storable('net_return_cents', bet.netReturnCents),
    status: bet.status,
    bet_type: bet.betType,
    bookmaker: bet.bookmaker,
    side: bet.side,
    liability_cents: storable('liability_cents', bet.liabilityCents),
    raw: rawColumn(bet.raw),
    created_at: now.toISOString(),
    gross_profit_cents: storable('gross_profit_cents', bet.grossProfitCents),
    commission_cents: storable('commission_cents', bet.commissionCents),
    closing_odds_milli: storable('closing_odds_milli', bet.closingOddsMilli),
    expected_value_ratio: bet.expectedValueRatio,
    tags: bet.tags.length === 0 ? null : JSON.stringify(bet.tags),
    tipster: bet.tipster,
    order_type: bet.details?.orderType ?? null,
    price_requested_milli: storable(
      'price_requested_milli',
      bet.details?.priceRequestedMilli ?? null,
    ),
    price_reduced: flag(bet.details?.priceReduced ?? null),
    handicap: bet.details?.handicap ?? null,
    each_way_divisor: bet.details?.eachWayDivisor ?? null,
    places_paid: bet.details?.placesPaid ?? null,
    source_as_of: asOf,
    free_bet: bet.freeBet ? 1 : 0,
    // Resolved before storing (resolveCurrencies, the form's default); euros as the last word.
    currency: bet.currency ?? DEFAULT_CURRENCY,
  };
}

/** The bets row of a record, its sport and competition resolved through `catalogue`. */
export async function betRow(
  catalogue: CatalogueResolver,
  userId: number,
  bet: BetRecord,
  now: Date,
  asOf: string | null = null,
): Promise<BetColumns> {
  const sportId = await catalogue.sportId(bet.sport);
  const competitionId = await catalogue.competitionId(sportId, bet.competition);
  return betColumns(bet, { userId, sportId, competitionId }, now, asOf);
}

/** The tags column (a JSON array of text) as a list; anything else reads as none. */
export function tagsOf(column: string | null): string[] {
  if (column === null) return [];
  const value: unknown = JSON.parse(column);
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
}

/** A bet's selections rows; a leg without its own sport or competition takes the bet's. */
export async function selectionRowsOf(
  catalogue: CatalogueResolver,
  betId: number,
  bet: BetRecord,
): Promise<SelectionColumns[]> {
  const rows: SelectionColumns[] = [];
  for (const [position, s] of bet.selections.entries()) {
    const sportId = await catalogue.sportId(s.sport ?? bet.sport);
    rows.push({
      bet_id: betId,
      position,
      name: s.name,
      odds_milli: storable('odds_milli', s.oddsMilli),
      event_name: s.eventName,
      market_name: s.marketName,
      sport_id: sportId,
      competition_id: await catalogue.competitionId(sportId, s.competition ?? bet.competition),
      result: s.result,
    });
  }
  return rows;
}

/** The feed columns of a leg linked to a live feed event (migration 0027); none without a link. */
export function feedLinkColumns(
  leg: SelectionRecord | undefined,
): Pick<
  Insertable<SelectionTable>,
  'feed_event_id' | 'feed_outcome' | 'feed_link_source' | 'feed_link_confidence'
> {
  return leg?.feedLink
    ? {
        feed_event_id: leg.feedLink.eventId,
        feed_outcome: leg.feedLink.outcome,
        // Picked by the user (migration 0031): no confidence to say.
        feed_link_source: 'form',
        feed_link_confidence: null,
      }
    : {};
}
