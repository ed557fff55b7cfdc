import { describe, expect, it } from 'vitest';
import { parseBetfairJson } from './betfair-json.ts';
import {
  exchangeApiOrder,
  exchangeWebBet,
  oneBet,
  problemOf,
} from './betfair-json.test-support.ts';

describe('Betfair Exchange website: liability', () => {
  it.each([
    // side, odds, stake, liability given, profit → liability cents, return cents
    // a LAY record's own liability wins over stake × (odds − 1) = 10 × 1.20 = 12.00
    ['LAY', '2.20', '10.00', '15.00', '-15.00', 1500, 0], // lost: 15 − 15
    ['LAY', '2.20', '10.00', '15.00', '10.00', 1500, 2500], // won: risked 15 + 10
    // none given: worked out, 10 × (2.20 − 1) = 12.00
    ['LAY', '2.20', '10.00', undefined, '10.00', 1200, 2200], // risked 12 + 10
    // a BACK bet risks its stake: no liability even when the record has one
    ['BACK', '2.20', '10.00', '15.00', '12.00', null, 2200], // 10 + 12
  ])(
    '%s at %s for %s with liability %s and profit %s → liability %s, return %i',
    (side, odds, stake, liability, grossProfit, liabilityCents, returnCents) => {
      expect(
        oneBet({ bets: [exchangeWebBet({ side, odds, stake, liability, grossProfit })] }),
      ).toMatchObject({ side, liabilityCents, returnCents });
    },
  );

  it('a negative liability leaves the bet out', () => {
    expect(problemOf({ bets: [exchangeWebBet({ side: 'LAY', liability: '-5' })] })).toMatchObject({
      severity: 'unreadable',
      field: 'liability',
      code: 'import.amountNegative',
      message: 'Row 1: liability must not be negative (it is "-5")',
    });
  });
});

describe('Betfair Exchange website bets', () => {
  it('maps a won BACK bet whole', () => {
    const record = exchangeWebBet();
    expect(oneBet({ bets: [record] })).toMatchObject({
      source: 'betfair-exchange-web',
      sourceBetId: '340000000900',
      aliases: [],
      placedAt: '2025-04-01T19:06:19.000Z',
      settledAt: '2025-04-01T21:00:00.000Z',
      sport: null,
      competition: 'LaLiga', // from "LaLiga / Valencia CF v Athletic Club"
      eventDescription: 'Valencia CF v Athletic Club',
      oddsMilli: 2200,
      stakeCents: 1000,
      returnCents: 2200, // 10 + 12
      netReturnCents: 1200,
      status: 'WON',
      betType: 'SGL',
      bookmaker: 'Betfair Exchange',
      side: 'BACK',
      liabilityCents: null,
      selections: [
        {
          name: 'Valencia CF',
          oddsMilli: 2200,
          eventName: 'Valencia CF v Athletic Club',
          marketName: 'Match Odds',
          sport: null,
          competition: 'LaLiga',
          result: 'WON',
        },
      ],
      raw: record,
    });
  });

  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    // ids, dates, stake, odds and texts under their other names
    [{ betId: undefined, id: 77 }, { sourceBetId: '77' }],
    [
      { placedDate: undefined, matchedDate: '2025-04-01T19:00:00Z' },
      { placedAt: '2025-04-01T19:00:00.000Z' },
    ],
    [
      { settledDate: undefined, settledAt: '2025-04-02T10:00:00Z' },
      { settledAt: '2025-04-02T10:00:00.000Z' },
    ],
    [{ settledDate: undefined }, { settledAt: null }],
    [{ stake: undefined, size: 4 }, { stakeCents: 400 }],
    [{ stake: undefined, sizeMatched: '4,50' }, { stakeCents: 450 }],
    [{ odds: undefined, averagePrice: 3.1 }, { oddsMilli: 3100 }],
    [{ odds: undefined, price: '1.5' }, { oddsMilli: 1500 }],
    [{ odds: undefined, betOutcome: undefined, priceMatched: 6 }, { oddsMilli: 6000 }],
    [{ odds: undefined }, { oddsMilli: null }],
    [{ eventTypeDesc: 'Soccer' }, { sport: 'Soccer' }],
    [{ eventTypeId: 1 }, { sport: 'Soccer' }],
    [
      { eventDescription: undefined, eventName: 'A / B / C v D' },
      { competition: 'B', eventDescription: 'C v D' },
    ],
    [
      { eventDescription: 'Valencia CF v Athletic Club' },
      { competition: null, eventDescription: 'Valencia CF v Athletic Club' },
    ],
    [
      { eventDescription: ' LaLiga /  / X v Y ' },
      { competition: 'LaLiga', eventDescription: 'X v Y' },
    ],
    [{ eventDescription: undefined }, { competition: null, eventDescription: null }],
    [{ side: 'b' }, { side: 'BACK' }],
    [
      { side: 'Lay', odds: '3', stake: '10', grossProfit: '10' },
      { side: 'LAY', liabilityCents: 2000 },
    ],
    [{ side: undefined, betSide: 'L', odds: '3', stake: '10', grossProfit: '10' }, { side: 'LAY' }],
    [{ side: undefined }, { side: null, liabilityCents: null }],
    [
      { side: 'LAY', odds: undefined, grossProfit: '-10' },
      { liabilityCents: null, returnCents: 0 },
    ], // risked the stake
  ])('%o → %o', (overrides, expected) => {
    expect(oneBet({ bets: [exchangeWebBet(overrides)] })).toMatchObject(expected);
  });

  it('the selection is named by selectionName, runnerName or selection, else Unknown', () => {
    const name = (overrides: Record<string, unknown>) =>
      oneBet({ bets: [exchangeWebBet({ selectionName: undefined, ...overrides })] }).selections[0]
        ?.name;
    expect(name({ runnerName: 'Athletic Club' })).toBe('Athletic Club');
    expect(name({ selection: 'The Draw' })).toBe('The Draw');
    expect(name({ marketName: 'Match Odds' })).toBe('Unknown');
  });

  it.each<[Record<string, unknown>, string, number, number]>([
    // the result: a voiding status, else the outcome word, else the sign of the profit
    [{ status: 'Lapsed', grossProfit: '3' }, 'VOID', 0, 1000], // net forced to 0, stake back
    [{ betStatus: 'CANCELLED', grossProfit: undefined }, 'VOID', 0, 1000], // no profit needed
    [{ status: 'settled', betOutcome: 'LOST', grossProfit: '-10' }, 'LOST', -1000, 0],
    [{ betOutcome: undefined, result: 'Won' }, 'WON', 1200, 2200],
    [{ betOutcome: undefined, outcome: 'VOID', grossProfit: '5' }, 'VOID', 0, 1000],
    [{ betOutcome: undefined, grossProfit: '0.01' }, 'WON', 1, 1001],
    [{ betOutcome: undefined, grossProfit: '-0.01' }, 'LOST', -1, 999],
    [{ betOutcome: undefined, grossProfit: '0' }, 'VOID', 0, 1000],
    // the profit under its other names
    [{ grossProfit: undefined, profit: '2' }, 'WON', 200, 1200],
    [{ grossProfit: undefined, netProfit: '3' }, 'WON', 300, 1300],
    [{ grossProfit: undefined, profitAndLoss: '4' }, 'WON', 400, 1400],
  ])('%o → %s, net %i, return %i', (overrides, status, net, ret) => {
    expect(oneBet({ bets: [exchangeWebBet(overrides)] })).toMatchObject({
      status,
      netReturnCents: net,
      returnCents: ret,
    });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ grossProfit: undefined }, 'grossProfit', 'import.valueMissing'],
    [{ grossProfit: 'lots' }, 'grossProfit', 'import.notANumber'],
    [{ betId: { id: 1 } }, 'betId', 'import.idMissing'],
    [{ placedDate: undefined }, 'placedDate', 'import.valueMissing'],
    [{ stake: undefined }, 'stake', 'import.valueMissing'],
    [{ side: 'both' }, 'side', 'import.unknownSide'],
    [{ betOutcome: 'MAYBE' }, 'betOutcome', 'import.unknownStatus'],
  ])('leaves out a bet with %o: %s, %s', (overrides, field, code) => {
    expect(problemOf({ bets: [exchangeWebBet(overrides)] })).toMatchObject({
      severity: 'unreadable',
      row: 1,
      field,
      code,
    });
  });
});

describe('Betfair Exchange API orders (listClearedOrders)', () => {
  const order = (overrides: Record<string, unknown> = {}) =>
    oneBet({ clearedOrders: [exchangeApiOrder(overrides)] });

  it('maps a lost LAY order whole', () => {
    const record = exchangeApiOrder({
      itemDescription: {
        eventTypeDesc: 'Basketball',
        eventDesc: 'Lakers @ Celtics',
        marketDesc: 'Moneyline',
        runnerDesc: 'Lakers',
      },
    });
    expect(oneBet({ clearedOrders: [record] })).toMatchObject({
      source: 'betfair-exchange-api',
      sourceBetId: '310000000905',
      aliases: [],
      placedAt: '2025-05-03T02:18:46.602Z',
      settledAt: '2025-05-03T04:18:46.602Z',
      sport: 'Basketball',
      competition: null,
      eventDescription: 'Lakers @ Celtics',
      oddsMilli: 5330,
      stakeCents: 5600,
      returnCents: 0, // risked 242.48, lost 242.48
      netReturnCents: -24_248,
      status: 'LOST',
      betType: 'SGL',
      bookmaker: 'Betfair Exchange',
      side: 'LAY',
      liabilityCents: 24_248, // 56 × (5.33 − 1)
      selections: [
        {
          name: 'Lakers',
          oddsMilli: 5330,
          eventName: 'Lakers @ Celtics',
          marketName: 'Moneyline',
          sport: 'Basketball',
          competition: null,
          result: 'LOST',
        },
      ],
      raw: record,
    });
  });

  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    [
      { placedDate: undefined, lastMatchedDate: '2025-05-03T01:00:00Z' },
      { placedAt: '2025-05-03T01:00:00.000Z' },
    ],
    [{ placedDate: undefined }, { placedAt: '2025-05-03T04:18:46.602Z' }], // the settled date at worst
    [{ settledDate: undefined, placedDate: '2025-05-03T01:00:00Z' }, { settledAt: null }],
    [{ sizeSettled: undefined, sizeMatched: 20 }, { stakeCents: 2000 }],
    [{ priceMatched: undefined, priceRequested: 2.02 }, { oddsMilli: 2020 }],
    [
      { itemDescription: 'none', eventTypeId: undefined, sportId: 2 },
      { sport: 'Tennis', eventDescription: null },
    ],
    [{ itemDescription: { eventTypeDesc: 'Golf' }, eventTypeId: 1 }, { sport: 'Golf' }], // the description first
    [
      { side: 'BACK', profit: 10 },
      { returnCents: 6600, liabilityCents: null },
    ], // 56 + 10
  ])('%o → %o', (overrides, expected) => {
    expect(order(overrides)).toMatchObject(expected);
  });

  it('names the selection by its runner, else its selectionId, else Unknown', () => {
    expect(order().selections[0]?.name).toBe('Selection 47005');
    expect(order({ selectionId: undefined }).selections[0]?.name).toBe('Unknown');
  });

  it.each<[Record<string, unknown>, string, number]>([
    [{ betStatus: 'LAPSED', profit: 3 }, 'VOID', 0], // voided: net 0 whatever the profit
    [{ status: 'voided', betOutcome: 'WIN', profit: 3 }, 'VOID', 0],
    [{ betOutcome: undefined, profit: 12.5 }, 'WON', 1250],
    [{ betOutcome: undefined, profit: -3 }, 'LOST', -300],
    [{ betOutcome: undefined, profit: 0 }, 'VOID', 0],
    [{ betOutcome: 'PLACE', profit: 2 }, 'PLACED', 200],
  ])('%o → %s, net %i', (overrides, status, net) => {
    expect(order(overrides)).toMatchObject({ status, netReturnCents: net });
  });

  it('an order that never matched needs no profit and has no odds', () => {
    expect(
      order({ betOutcome: undefined, profit: undefined, sizeSettled: 0, priceMatched: 0 }),
    ).toMatchObject({ status: 'VOID', stakeCents: 0, oddsMilli: null, netReturnCents: 0 });
    // a price of 0 on a matched order is bad odds: the bet is kept without them, with a warning
    const { bets, problems } = parseBetfairJson(
      JSON.stringify({ clearedOrders: [exchangeApiOrder({ priceMatched: 0 })] }),
    );
    expect(bets[0]?.oddsMilli).toBeNull();
    expect(problems).toMatchObject([
      { severity: 'warning', field: 'priceMatched', code: 'import.oddsBelowMinimum' },
    ]);
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ profit: undefined }, 'profit', 'import.valueMissing'],
    [{ profit: undefined, betOutcome: 'WIN' }, 'profit', 'import.valueMissing'],
    [{ profit: 'x' }, 'profit', 'import.notANumber'],
    [{ betId: undefined }, 'betId', 'import.valueMissing'],
    [{ betId: true }, 'betId', 'import.idMissing'],
    [{ sizeSettled: undefined }, 'sizeSettled', 'import.valueMissing'],
    [{ placedDate: undefined, settledDate: undefined }, 'placedDate', 'import.valueMissing'],
    [{ betOutcome: 'TIE' }, 'betOutcome', 'import.unknownStatus'],
  ])('leaves out an order with %o: %s, %s', (overrides, field, code) => {
    expect(problemOf({ clearedOrders: [exchangeApiOrder(overrides)] })).toMatchObject({
      severity: 'unreadable',
      row: 1,
      field,
      code,
    });
  });
});
