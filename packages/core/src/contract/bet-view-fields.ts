import type { BetView, SelectionView } from './history.ts';

/*
 * The one table of a bet's fields as the history shows them: which BetView field comes from
 * which bets column, in which unit, and how it is turned into the API's value. What builds a
 * BetView is made from it: the server's SQL (both databases, objects and rows), its JavaScript
 * mapping, the changes feed's row order and scales (bet-view-rows.ts), and the columns an
 * import writes and stages. Adding a field of a kind below means:
 * - its line here (last: rows are positional) and its field in betViewSchema (history.ts);
 * - its line in betViewFromRow (written out for speed; bet-view-fields.test.ts names the place);
 * - its migration (bets, and import_staged_bets when a record writes it) and db/schema.ts;
 * - when a record writes it: the BetRecord field, the importers that fill it and its line in
 *   the server's betColumns (repositories/bet-rows.ts, whose type demands exactly these).
 * A new kind also needs its case in the server's two switches (the compiler asks for them).
 */

/**
 * How a column becomes the field's value:
 * - `plain`: as stored (text, integers, ratios);
 * - `instant`: an ISO instant (Date.toISOString's form), or null;
 * - `scaled`: an integer count of `scale`ths (cents 100, odds thousandths 1000) divided back;
 * - `sport`, `competition`: the catalogue entry's name for the id, 'Unknown' when none;
 * - `side`: 'BACK', 'LAY' or null (anything else stored reads as null);
 * - `tags`: a JSON array of text (null: none), shown as a list;
 * - `flag`: 0, 1 or null, shown as false, true or null (never null when not nullable).
 */
export type FieldKind =
  'plain' | 'instant' | 'scaled' | 'sport' | 'competition' | 'side' | 'tags' | 'flag';

export interface ViewField<Key extends string> {
  /** The field's name in BetView (SelectionView) and in the JSON. */
  readonly key: Key;
  /** The bets (selections) column it is read from. */
  readonly column: string;
  readonly kind: FieldKind;
  /** `scaled` fields: the column holds the value × this (integer cents or thousandths). */
  readonly scale?: 100 | 1000;
  /** Whether the column may be null (and the field with it). */
  readonly nullable: boolean;
}

type BetKey = Exclude<keyof BetView, 'Selections'>;

/** BetView's fields in the changes feed's row order (new fields go last: rows are positional). */
export const BET_VIEW_FIELDS = [
  { key: 'Id', column: 'id', kind: 'plain', nullable: false },
  { key: 'BetId', column: 'source_bet_id', kind: 'plain', nullable: false },
  { key: 'PlacedDate', column: 'placed_at', kind: 'instant', nullable: false },
  { key: 'SettledDate', column: 'settled_at', kind: 'instant', nullable: true },
  { key: 'Sport', column: 'sport_id', kind: 'sport', nullable: false },
  { key: 'Competition', column: 'competition_id', kind: 'competition', nullable: false },
  { key: 'EventDescription', column: 'event_description', kind: 'plain', nullable: true },
  { key: 'Odds', column: 'odds_milli', kind: 'scaled', scale: 1000, nullable: true },
  { key: 'Status', column: 'status', kind: 'plain', nullable: false },
  { key: 'Stake', column: 'stake_cents', kind: 'scaled', scale: 100, nullable: false },
  { key: 'ActualReturn', column: 'return_cents', kind: 'scaled', scale: 100, nullable: false },
  { key: 'NetReturn', column: 'net_return_cents', kind: 'scaled', scale: 100, nullable: false },
  { key: 'BetType', column: 'bet_type', kind: 'plain', nullable: true },
  { key: 'Bookmaker', column: 'bookmaker', kind: 'plain', nullable: true },
  { key: 'Source', column: 'source', kind: 'plain', nullable: false },
  { key: 'Side', column: 'side', kind: 'side', nullable: true },
  { key: 'Liability', column: 'liability_cents', kind: 'scaled', scale: 100, nullable: true },
  { key: 'GrossProfit', column: 'gross_profit_cents', kind: 'scaled', scale: 100, nullable: true },
  { key: 'Commission', column: 'commission_cents', kind: 'scaled', scale: 100, nullable: true },
  { key: 'ClosingOdds', column: 'closing_odds_milli', kind: 'scaled', scale: 1000, nullable: true },
  { key: 'ExpectedValue', column: 'expected_value_ratio', kind: 'plain', nullable: true },
  { key: 'Tags', column: 'tags', kind: 'tags', nullable: false },
  { key: 'Tipster', column: 'tipster', kind: 'plain', nullable: true },
  { key: 'BankrollId', column: 'bankroll_id', kind: 'plain', nullable: true },
  { key: 'OrderType', column: 'order_type', kind: 'plain', nullable: true },
  { key: 'PriceReduced', column: 'price_reduced', kind: 'flag', nullable: true },
  { key: 'Handicap', column: 'handicap', kind: 'plain', nullable: true },
  { key: 'EachWayDivisor', column: 'each_way_divisor', kind: 'plain', nullable: true },
  { key: 'EditedAt', column: 'edited_at', kind: 'instant', nullable: true },
  { key: 'FreeBet', column: 'free_bet', kind: 'flag', nullable: false },
  { key: 'Currency', column: 'currency', kind: 'plain', nullable: false },
  { key: 'StakeId', column: 'stake_id', kind: 'plain', nullable: true },
] as const satisfies readonly ViewField<BetKey>[];

/** SelectionView's fields in a selection row's order. */
export const SELECTION_VIEW_FIELDS = [
  { key: 'SelectionId', column: 'id', kind: 'plain', nullable: false },
  { key: 'SelectionName', column: 'name', kind: 'plain', nullable: false },
  { key: 'Odds', column: 'odds_milli', kind: 'scaled', scale: 1000, nullable: true },
  { key: 'EventName', column: 'event_name', kind: 'plain', nullable: true },
  { key: 'MarketName', column: 'market_name', kind: 'plain', nullable: true },
  { key: 'Sport', column: 'sport_id', kind: 'sport', nullable: false },
  { key: 'Competition', column: 'competition_id', kind: 'competition', nullable: false },
  { key: 'Result', column: 'result', kind: 'plain', nullable: true },
  {
    key: 'FairCloseProbability',
    column: 'fair_probability',
    kind: 'plain',
    nullable: true,
  },
] as const satisfies readonly ViewField<keyof SelectionView>[];

type BetViewOnlyColumn = 'id' | 'bankroll_id' | 'edited_at' | 'stake_id';
/** Shown but not written from a record: the bet's id and what the user sets on it (its bankroll, the stake it tails). */
const BET_VIEW_ONLY_COLUMNS: ReadonlySet<string> = new Set<BetViewOnlyColumn>([
  'id',
  'bankroll_id',
  'edited_at',
  'stake_id',
]);

/**
 * The bets columns an imported or typed bet (core's BetRecord) writes, beside those the user's
 * own actions write (id, bankroll_id, edited_at, change_seq, tags_edited_at): the server's
 * betRow makes exactly these (its type says so), an import's staging copies them.
 */
export const BET_WRITTEN_COLUMNS = [
  ...BET_VIEW_FIELDS.map((f) => f.column).filter(
    (c): c is Exclude<(typeof BET_VIEW_FIELDS)[number]['column'], BetViewOnlyColumn> =>
      !BET_VIEW_ONLY_COLUMNS.has(c),
  ),
  // Kept, not shown: the owner, the source record, when and from which export it came.
  'user_id',
  'raw',
  'created_at',
  'source_as_of',
  // Betfair order details kept for re-imports to compare, not shown.
  'price_requested_milli',
  'places_paid',
] as const;

export type BetWrittenColumn = (typeof BET_WRITTEN_COLUMNS)[number];

/** Shown but not written from a record: the leg's id and what the feed captures at kick-off. */
type SelectionViewOnlyColumn = 'id' | 'fair_probability';
const SELECTION_VIEW_ONLY_COLUMNS: ReadonlySet<string> = new Set<SelectionViewOnlyColumn>([
  'id',
  'fair_probability',
]);

/** The selections columns a record's leg writes (bet_id beside: the bet it belongs to). */
export const SELECTION_WRITTEN_COLUMNS = [
  'position',
  ...SELECTION_VIEW_FIELDS.map((f) => f.column).filter(
    (c): c is Exclude<(typeof SELECTION_VIEW_FIELDS)[number]['column'], SelectionViewOnlyColumn> =>
      !SELECTION_VIEW_ONLY_COLUMNS.has(c),
  ),
] as const;

export type SelectionWrittenColumn = (typeof SELECTION_WRITTEN_COLUMNS)[number];
