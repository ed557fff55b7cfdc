import type { BetView, SelectionView } from './history.ts';

/*
 * A BetView as the web's changes feed sends it: a JSON array of its values in a fixed order,
 * amounts in integer cents and odds in thousandths, as the database keeps them (docs/decisions/
 * 018-history-rows-on-the-wire.md). At 100,000 bets the objects' keys and nulls were half of the
 * 107 MB the server wrote, gzipped and the browser inflated and parsed; rows are 51 MB and parse
 * three times faster. GET /api/history/user-bets keeps the spec's objects.
 */

/** BetView's fields in a row's order; the row ends with its selections' rows. */
export const BET_ROW_FIELDS = [
  'Id',
  'BetId',
  'PlacedDate',
  'SettledDate',
  'Sport',
  'Competition',
  'EventDescription',
  'Odds', // thousandths
  'Status',
  'Stake', // cents
  'ActualReturn', // cents
  'NetReturn', // cents
  'BetType',
  'Bookmaker',
  'Source',
  'Side',
  'Liability', // cents
  'GrossProfit', // cents
  'Commission', // cents
  'ClosingOdds', // thousandths
  'ExpectedValue',
  'Tags',
  'Tipster',
  'BankrollId',
  'OrderType',
  'PriceReduced',
  'Handicap',
  'EachWayDivisor',
  'EditedAt',
] as const satisfies readonly (keyof BetView)[];

/** SelectionView's fields in a selection row's order. */
export const SELECTION_ROW_FIELDS = [
  'SelectionId',
  'SelectionName',
  'Odds', // thousandths
  'EventName',
  'MarketName',
  'Sport',
  'Competition',
  'Result',
] as const satisfies readonly (keyof SelectionView)[];

/** Fields a row holds in hundredths (cents) or thousandths rather than as BetView has them. */
export const ROW_FIELD_SCALES: Readonly<Record<string, 100 | 1000>> = {
  Odds: 1000,
  Stake: 100,
  ActualReturn: 100,
  NetReturn: 100,
  Liability: 100,
  GrossProfit: 100,
  Commission: 100,
  ClosingOdds: 1000,
};

export type BetViewRow = unknown[];

/** Whether `value` has a bet row's shape: its fields, then an array of selection rows. */
export function isBetViewRow(value: unknown): value is BetViewRow {
  if (!Array.isArray(value) || value.length !== BET_ROW_FIELDS.length + 1) return false;
  const legs: unknown = value[BET_ROW_FIELDS.length];
  return (
    Array.isArray(legs) &&
    legs.every((leg) => Array.isArray(leg) && leg.length === SELECTION_ROW_FIELDS.length)
  );
}

/** Cents or thousandths back to the number BetView holds (the server divides the same way). */
const scaled = (value: unknown, by: number) => (value === null ? null : (value as number) / by);
const unscaled = (value: number | null | undefined, by: number) =>
  value === null || value === undefined ? null : Math.round(value * by);

function selectionFromRow(row: readonly unknown[]): SelectionView {
  return {
    SelectionId: row[0] as number,
    SelectionName: row[1] as string,
    Odds: scaled(row[2], 1000),
    EventName: row[3] as string | null,
    MarketName: row[4] as string | null,
    Sport: row[5] as string,
    Competition: row[6] as string,
    Result: row[7] as string | null,
  };
}

/**
 * A row back as the BetView it was written from. Not checked: the web checks every bet against
 * betViewSchema before it keeps it (betViewRowSchema does both).
 */
export function betViewFromRow(row: readonly unknown[]): BetView {
  return {
    Id: row[0] as number,
    BetId: row[1] as string,
    PlacedDate: row[2] as string,
    SettledDate: row[3] as string | null,
    Sport: row[4] as string,
    Competition: row[5] as string,
    EventDescription: row[6] as string | null,
    Odds: scaled(row[7], 1000),
    Status: row[8] as string,
    Stake: scaled(row[9], 100) as number,
    ActualReturn: scaled(row[10], 100) as number,
    NetReturn: scaled(row[11], 100) as number,
    BetType: row[12] as string | null,
    Bookmaker: row[13] as string | null,
    Source: row[14] as string,
    Side: row[15] as BetView['Side'],
    Liability: scaled(row[16], 100),
    GrossProfit: scaled(row[17], 100),
    Commission: scaled(row[18], 100),
    ClosingOdds: scaled(row[19], 1000),
    ExpectedValue: row[20] as number | null,
    Tags: row[21] as string[],
    Tipster: row[22] as string | null,
    BankrollId: row[23] as number | null,
    OrderType: row[24] as string | null,
    PriceReduced: row[25] as boolean | null,
    Handicap: row[26] as number | null,
    EachWayDivisor: row[27] as number | null,
    EditedAt: row[28] as string | null,
    Selections: (row[29] as unknown[][]).map(selectionFromRow),
  };
}

/** A BetView as a row (the web's own snapshots, tests): optional fields absent are null. */
export function betViewToRow(view: BetView): BetViewRow {
  return [
    view.Id,
    view.BetId,
    view.PlacedDate,
    view.SettledDate,
    view.Sport,
    view.Competition,
    view.EventDescription,
    unscaled(view.Odds, 1000),
    view.Status,
    unscaled(view.Stake, 100),
    unscaled(view.ActualReturn, 100),
    unscaled(view.NetReturn, 100),
    view.BetType,
    view.Bookmaker,
    view.Source,
    view.Side,
    unscaled(view.Liability, 100),
    unscaled(view.GrossProfit, 100),
    unscaled(view.Commission, 100),
    unscaled(view.ClosingOdds, 1000),
    view.ExpectedValue ?? null,
    view.Tags ?? [],
    view.Tipster ?? null,
    view.BankrollId ?? null,
    view.OrderType ?? null,
    view.PriceReduced ?? null,
    view.Handicap ?? null,
    view.EachWayDivisor ?? null,
    view.EditedAt ?? null,
    view.Selections.map((s) => [
      s.SelectionId,
      s.SelectionName,
      unscaled(s.Odds, 1000),
      s.EventName,
      s.MarketName,
      s.Sport,
      s.Competition,
      s.Result,
    ]),
  ];
}
