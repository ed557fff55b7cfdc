import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BET_ROW_FIELDS,
  betViewFromRow,
  betViewToRow,
  isBetViewRow,
  ROW_FIELD_SCALES,
  SELECTION_ROW_FIELDS,
} from './bet-view-rows.ts';
import { betViewRowSchema } from './history-changes.ts';
import { betViewSchema, type BetView } from './history.ts';

/** A bet with every field set, each to a value no other field has. */
const everyField: BetView = {
  Id: 41,
  BetId: 'O/1/2',
  PlacedDate: '2026-03-01T12:00:00.000Z',
  SettledDate: '2026-03-01T14:00:00.000Z',
  Sport: 'Football',
  Competition: 'LaLiga',
  EventDescription: 'Betis v Sevilla',
  Odds: 2.35,
  Status: 'WON',
  Stake: 12.5,
  ActualReturn: 29.38,
  NetReturn: 16.88,
  BetType: 'SGL',
  Bookmaker: 'Betfair',
  Source: 'betfair-exchange',
  Side: 'BACK',
  Liability: 3.21,
  GrossProfit: 17.76,
  Commission: 0.88,
  ClosingOdds: 2.2,
  ExpectedValue: 0.068,
  Tags: ['value', 'live'],
  Tipster: 'Ana',
  BankrollId: 3,
  OrderType: 'LIMIT',
  PriceReduced: true,
  Handicap: -1.5,
  EachWayDivisor: 4,
  EditedAt: '2026-03-02T09:00:00.000Z',
  FreeBet: true,
  Currency: 'BRL',
  StakeId: 12,
  Selections: [
    {
      SelectionId: 7,
      SelectionName: 'Betis',
      Odds: 2.35,
      EventName: 'Betis v Sevilla',
      MarketName: 'Match Odds',
      Sport: 'Football',
      Competition: 'LaLiga',
      Result: 'WON',
      FairCloseProbability: 0.4543,
    },
  ],
};

describe('bets as rows on the changes feed', () => {
  it('writes each field in its place, amounts in cents and odds in thousandths', () => {
    const row = betViewToRow(everyField);
    const at = (name: (typeof BET_ROW_FIELDS)[number]) => row[BET_ROW_FIELDS.indexOf(name)];
    expect(row).toHaveLength(BET_ROW_FIELDS.length + 1);
    expect([at('Id'), at('BetId'), at('Side'), at('EditedAt')]).toEqual([
      41,
      'O/1/2',
      'BACK',
      '2026-03-02T09:00:00.000Z',
    ]);
    // 2.35 → 2350 thousandths; 12.50 € → 1250 cents; 29.38 → 2938; 0.88 → 88.
    expect([at('Odds'), at('Stake'), at('ActualReturn'), at('Commission')]).toEqual([
      2350, 1250, 2938, 88,
    ]);
    expect(row.at(-1)).toEqual([
      [7, 'Betis', 2350, 'Betis v Sevilla', 'Match Odds', 'Football', 'LaLiga', 'WON', 0.4543],
    ]);
    // Every field but the scaled ones is its own value, as is.
    for (const [i, name] of BET_ROW_FIELDS.entries()) {
      if (ROW_FIELD_SCALES[name] === undefined) expect(row[i]).toEqual(everyField[name]);
    }
    for (const [i, name] of SELECTION_ROW_FIELDS.entries()) {
      if (ROW_FIELD_SCALES[name] === undefined) {
        expect((row.at(-1) as unknown[][])[0]?.[i]).toEqual(everyField.Selections[0]?.[name]);
      }
    }
  });

  it('reads a row back as the bet it was written from, checked by the schema', () => {
    expect(betViewFromRow(betViewToRow(everyField))).toEqual(everyField);
    expect(betViewRowSchema.parse(betViewToRow(everyField))).toEqual(everyField);
  });

  it('reads back any bet of whole cents and thousandths exactly', () => {
    const cents = fc.integer({ min: -10_000_000, max: 10_000_000 });
    const amount = cents.map((c) => c / 100);
    const odds = fc.integer({ min: 1010, max: 1_000_000 }).map((m) => m / 1000);
    const text = fc.string({ maxLength: 12 });
    const leg = fc.record({
      SelectionId: fc.nat(),
      SelectionName: text,
      Odds: fc.option(odds),
      EventName: fc.option(text),
      MarketName: fc.option(text),
      Sport: text,
      Competition: text,
      Result: fc.option(text),
      FairCloseProbability: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
    });
    const bet = fc.record({
      ...Object.fromEntries(
        Object.entries(everyField).map(([key, value]) => [key, fc.constant(value)]),
      ),
      Id: fc.nat(),
      Odds: fc.option(odds),
      Stake: amount,
      ActualReturn: amount,
      NetReturn: amount,
      Liability: fc.option(amount),
      GrossProfit: fc.option(amount),
      Commission: fc.option(amount),
      ClosingOdds: fc.option(odds),
      Tipster: fc.option(text),
      Selections: fc.array(leg, { maxLength: 4 }),
    }) as fc.Arbitrary<BetView>;
    fc.assert(
      fc.property(bet, (view) => {
        expect(betViewFromRow(betViewToRow(view))).toEqual(view);
      }),
    );
  });

  it("writes a bet of another client's, without the fields beyond the spec, with them empty", () => {
    const {
      GrossProfit: _g,
      Commission: _c,
      ClosingOdds: _o,
      ExpectedValue: _e,
      Tags: _t,
      Tipster: _p,
      BankrollId: _b,
      OrderType: _r,
      PriceReduced: _d,
      Handicap: _h,
      EachWayDivisor: _w,
      EditedAt: _a,
      FreeBet: _f,
      Currency: _u,
      StakeId: _s,
      ...specOnly
    } = everyField;
    const row = betViewToRow(specOnly);
    const extras = BET_ROW_FIELDS.slice(BET_ROW_FIELDS.indexOf('GrossProfit'));
    // FreeBet is never null: absent is not a free bet.
    const empty = (name: string) => (name === 'Tags' ? [] : name === 'FreeBet' ? false : null);
    expect(extras.map((name) => row[BET_ROW_FIELDS.indexOf(name)])).toEqual(extras.map(empty));
  });

  it('tells a row from what is not one', () => {
    const row = betViewToRow(everyField);
    expect(isBetViewRow(row)).toBe(true);
    expect(isBetViewRow(everyField)).toBe(false);
    // Array-like is not enough, nor one field too many, nor a leg of the right length as text.
    expect(isBetViewRow({ ...row, length: row.length })).toBe(false);
    expect(isBetViewRow([0, ...row])).toBe(false);
    expect(isBetViewRow([...row, []])).toBe(false);
    expect(isBetViewRow([...row.slice(0, -1), ['abcdefgh']])).toBe(false);
    expect(isBetViewRow([...row.slice(0, -1), []])).toBe(true);
    expect(isBetViewRow(row.slice(0, -1))).toBe(false);
    expect(isBetViewRow([...row.slice(0, -1), [['too', 'short']]])).toBe(false);
    expect(betViewRowSchema.safeParse([...row.slice(0, -1), 'legs']).success).toBe(false);
    // A row of the right shape with a wrong value is refused by BetView's own rules.
    const badStatus = [...row];
    badStatus[BET_ROW_FIELDS.indexOf('Status')] = 7;
    expect(betViewRowSchema.safeParse(badStatus).success).toBe(false);
    expect(betViewSchema.safeParse(everyField).success).toBe(true);
  });
});
