import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BetRecord, ImportFormatError } from '../bets/bet-record.ts';
import { isStartingPriceOrder, parseBetfairJson } from './betfair-json.ts';

const FIXTURES = join(import.meta.dirname, '../../test/fixtures/import');
const fixture = (name: string) => readFileSync(join(FIXTURES, 'ok', name), 'utf8');
const one = (value: unknown): BetRecord => {
  const [bet] = parseBetfairJson(JSON.stringify(value)).bets;
  if (!bet) throw new Error('no bet');
  return bet;
};
const refusal = (value: unknown): ImportFormatError => {
  try {
    parseBetfairJson(typeof value === 'string' ? value : JSON.stringify(value));
  } catch (err) {
    if (err instanceof ImportFormatError) return err;
    throw err;
  }
  throw new Error('accepted');
};

const sportsbookBet = (overrides: Record<string, unknown> = {}) => ({
  betId: 'O/1/1',
  entryServiceId: '2670001000',
  receiptBetId: 10000000000001,
  placedDate: '2025-03-01T14:43:44.797Z',
  settledDate: '2025-03-01T17:43:44.797Z',
  status: 'SETTLED',
  result: 'WON',
  stake: '€10,00',
  returnCash: '21,90',
  originalOdds: { decimal: 2.19, fractional: null },
  betType: 'SGL',
  isSGM: false,
  eventDescription: 'Aryna Sabalenka v Coco Gauff',
  marketName: 'Total de juegos',
  selection: 'Aryna Sabalenka',
  ...overrides,
});

describe('Betfair Sportsbook website history', () => {
  it('maps a single from the fixture: ids and aliases, money, odds, legs', () => {
    const [bet] = parseBetfairJson(fixture('betfair-sportsbook-settled.json')).bets;
    expect(bet).toMatchObject({
      source: 'betfair-sportsbook',
      sourceBetId: 'O/48120011/0000001',
      aliases: ['3810004461', '481200110000001'],
      placedAt: '2025-03-01T17:05:12.418Z',
      settledAt: '2025-03-01T21:52:40.003Z',
      sport: 'Fútbol',
      competition: 'LaLiga',
      eventDescription: 'Real Sociedad v Sevilla',
      oddsMilli: 2350,
      stakeCents: 1200,
      returnCents: 0,
      netReturnCents: -1200,
      status: 'LOST',
      betType: 'SGL',
      bookmaker: 'Betfair Sportsbook',
      selections: [
        {
          name: 'Real Sociedad',
          oddsMilli: 2350,
          eventName: 'Real Sociedad v Sevilla',
          marketName: 'Resultado del partido',
          sport: 'Fútbol',
          competition: 'LaLiga',
          result: 'LOST',
        },
      ],
    });
  });

  it('multiples: one selection per leg, mixed sports leave the bet sport null, SGM is a bet builder', () => {
    const bets = parseBetfairJson(fixture('betfair-sportsbook-settled.json')).bets;
    const byId = (id: string) => bets.find((b) => b.sourceBetId === id);
    const acc = byId('O/48120039/0000005');
    expect(acc?.betType).toBe('ACC4');
    expect(acc?.selections.map((s) => s.oddsMilli)).toEqual([1500, 1600, 1750, 2000]);
    expect(acc?.sport).toBeNull(); // Tenis, Fútbol
    expect(acc?.netReturnCents).toBe(2_100 - 250); // 21.00 − 2.50
    const sgm = byId('O/48120053/0000007');
    expect(sgm?.betType).toBe('SGM'); // betType SGL + isSGM
    expect(sgm?.sport).toBe('Fútbol'); // every part the same sport
    expect(sgm?.selections.map((s) => s.name)).toEqual(['Athletic Club', 'Más de 2,5 goles', 'Sí']);
    // Spanish labels as the site wrote them; a builder by its label keeps it (no isSGM flag).
    expect(bets.map((b) => b.betType)).toEqual(
      expect.arrayContaining(['Sencilla', 'Triple', 'Crear Apuesta', 'Sistema', 'Combinada']),
    );
    // A system without one price has no odds; what came back is read, not worked out.
    expect(byId('O/48120081/0000011')).toMatchObject({ oddsMilli: null, returnCents: 1_100 });
    // A cash-out keeps its return: 9.60 − 15 = −5.40; its open leg has no result.
    const cashedOut = byId('O/48120074/0000010');
    expect(cashedOut).toMatchObject({ status: 'CASHED_OUT', netReturnCents: -540 });
    expect(cashedOut?.selections.map((s) => s.result)).toEqual(['WON', null]);
    // Money as Spanish text: "€25,00" staked, "1.300,00" back (25 × 52).
    expect(byId('O/48120095/0000013')).toMatchObject({
      stakeCents: 2_500,
      returnCents: 130_000,
      oddsMilli: 52_000,
    });
  });

  it.each([
    // result, returnCash, stake → status, return, net
    ['WON', 21.9, 10, 'WON', 2190, 1190],
    ['VOID', 10, 10, 'VOID', 1000, 0],
    ['CASHED_OUT', 7.5, 10, 'CASHED_OUT', 750, -250], // keeps its return
    ['PLACED', 4.2, 10, 'PLACED', 420, -580], // each-way place
    ['HALF_WON', 15.95, 10, 'HALF_WON', 1595, 595],
    ['Ganada', 21.9, 10, 'WON', 2190, 1190],
  ])(
    'result %s with return %f on %f → %s, %i, %i',
    (result, returnCash, stake, status, ret, net) => {
      expect(one({ bets: [sportsbookBet({ result, returnCash, rawStake: stake })] })).toMatchObject(
        {
          status,
          returnCents: ret,
          netReturnCents: net,
        },
      );
    },
  );

  it('works out what the source leaves out', () => {
    // No returnCash on a WON bet: stake × odds = 10 × 2.19 = 21.90
    expect(one({ bets: [sportsbookBet({ returnCash: undefined })] })).toMatchObject({
      returnCents: 2190,
      netReturnCents: 1190,
    });
    // No result: the money tells (0 back → LOST); an open bet nets 0 until it settles
    expect(one({ bets: [sportsbookBet({ result: undefined, returnCash: 0 })] }).status).toBe(
      'LOST',
    );
    expect(
      one({ bets: [sportsbookBet({ result: null, status: 'OPEN', returnCash: null })] }),
    ).toMatchObject({ status: 'PENDING', returnCents: 0, netReturnCents: 0 });
    // No betType: from the number of legs
    const legs = [
      { parts: [{ selectionName: 'A', price: { decimal: 1.5 } }] },
      { selectionName: 'B' },
    ];
    expect(one({ bets: [sportsbookBet({ betType: undefined, legs })] }).betType).toBe('DBL');
    // A starting-price leg has no odds yet
    const sp = [{ parts: [{ selectionName: 'Horse', price: { decimal: 'SP' } }] }];
    expect(one({ bets: [sportsbookBet({ legs: sp })] }).selections[0]?.oddsMilli).toBeNull();
    // Spanish labels are kept as the source wrote them
    expect(one({ bets: [sportsbookBet({ betType: 'Sencilla' })] }).betType).toBe('Sencilla');
    // Numbers as text in any locale; only receiptBetId as an id
    expect(
      one({
        bets: [
          sportsbookBet({
            betId: undefined,
            entryServiceId: undefined,
            stake: '1.000,50',
            returnCash: '2.191,10',
          }),
        ],
      }),
    ).toMatchObject({
      sourceBetId: '10000000000001',
      aliases: [],
      stakeCents: 100_050,
      returnCents: 219_110,
    });
  });

  it.each<[Record<string, unknown>, string, string, string]>([
    [
      { betId: undefined, entryServiceId: undefined, receiptBetId: undefined },
      'import.idMissing',
      'betId',
      'Row 1: the bet has no id (betId), so it cannot be imported',
    ],
    [
      { placedDate: 'tomorrow' },
      'import.notADate',
      'placedDate',
      'Row 1: placedDate "tomorrow" is not a date',
    ],
    [{ stake: 'ten' }, 'import.notANumber', 'stake', 'Row 1: stake "ten" is not a number'],
    [
      { result: 'MAYBE' },
      'import.unknownStatus',
      'result',
      'Row 1: the status "MAYBE" is not one this importer knows',
    ],
    [
      { returnCash: -5 },
      'import.amountNegative',
      'returnCash',
      'Row 1: returnCash must not be negative (it is -5)',
    ],
    [
      { result: 'PLACED', returnCash: undefined },
      'import.profitMissing',
      'returnCash',
      'Row 1: returnCash is missing, and a PLACED bet needs it',
    ],
    [
      { result: 'WON', returnCash: undefined, originalOdds: null },
      'import.oddsNeeded',
      'returnCash',
      'Row 1: a WON bet needs its odds to work out what it returned',
    ],
  ])('leaves out a bet it cannot read: %o', (overrides, code, field, message) => {
    const parsed = parseBetfairJson(
      JSON.stringify({ bets: [sportsbookBet(overrides), sportsbookBet({ betId: 'O/1/2' })] }),
    );
    expect(parsed.bets.map((b) => b.sourceBetId)).toEqual(['O/1/2']);
    expect(parsed.problems).toMatchObject([
      { severity: 'unreadable', row: 1, code, field, message },
    ]);
    // The record as it came, for the list of bets set aside.
    expect(JSON.parse(parsed.problems[0]?.source ?? '')).toMatchObject({
      eventDescription: 'Aryna Sabalenka v Coco Gauff',
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ originalOdds: { decimal: 1 } }, 'originalOdds.decimal'],
    [
      { legs: [{ parts: [{ selectionName: 'A', price: { decimal: '0,9' } }] }] },
      'legs[0].parts[0].price.decimal',
    ],
  ])('keeps a bet whose odds are below 1.01 (%o), without them', (overrides, field) => {
    const parsed = parseBetfairJson(JSON.stringify({ bets: [sportsbookBet(overrides)] }));
    expect(parsed.bets).toHaveLength(1);
    expect(parsed.problems).toMatchObject([
      { severity: 'warning', row: 1, code: 'import.oddsBelowMinimum', field },
    ]);
  });
});

describe('Betfair Exchange website settled bets', () => {
  it('maps BACK and LAY bets: net = grossProfit, liability given or stake × (odds − 1)', () => {
    const bets = parseBetfairJson(fixture('betfair-exchange-web-settled.json')).bets;
    expect(bets[0]).toMatchObject({
      source: 'betfair-exchange-web',
      sourceBetId: '352100000101',
      competition: 'LaLiga', // from "Football / LaLiga / Real Betis v Girona"
      eventDescription: 'Real Betis v Girona',
      sport: null, // the record names no sport
      side: 'BACK',
      oddsMilli: 2400,
      stakeCents: 1500,
      netReturnCents: 2100,
      returnCents: 3600, // 15 + 21
      status: 'WON',
      liabilityCents: null,
      betType: 'SGL',
    });
    // Its own liability "15,00" is kept, not 20 × 0.74 = 14.80 from the average odds.
    expect(bets[2]).toMatchObject({
      side: 'LAY',
      oddsMilli: 1740,
      stakeCents: 2000,
      liabilityCents: 1500,
      netReturnCents: 2000,
      returnCents: 3500, // risked 15 + won 20
      status: 'WON',
    });
    // No liability given: 10 × 1.50.
    expect(bets[3]).toMatchObject({
      side: 'LAY',
      stakeCents: 1000,
      liabilityCents: 1500,
      netReturnCents: -1500,
      returnCents: 0,
      status: 'LOST',
    });
    expect(bets[4]).toMatchObject({ status: 'VOID', netReturnCents: 0, returnCents: 1200 });
  });

  it('a voided bet is VOID with 0', () => {
    const bet = one({
      bets: [
        {
          betId: '1',
          placedDate: '2025-04-01T19:06:19Z',
          side: 'BACK',
          odds: '2.00',
          stake: '5.00',
          status: 'VOIDED',
        },
      ],
    });
    expect(bet).toMatchObject({ status: 'VOID', netReturnCents: 0, returnCents: 500 });
  });
});

describe('Betfair Exchange API listClearedOrders', () => {
  const order = (overrides: Record<string, unknown> = {}) => ({
    eventTypeId: '7522',
    betId: '310000000905',
    placedDate: '2025-05-03T02:18:46.602Z',
    settledDate: '2025-05-03T04:18:46.602Z',
    side: 'LAY',
    selectionId: 47005,
    betOutcome: 'LOSE',
    priceMatched: 5.33,
    sizeSettled: 56,
    profit: -242.48,
    ...overrides,
  });

  it('maps a LAY order with only an eventTypeId (documented LOSE)', () => {
    expect(one({ clearedOrders: [order()], moreAvailable: false })).toMatchObject({
      source: 'betfair-exchange-api',
      sport: 'Basketball', // eventTypeId 7522
      side: 'LAY',
      oddsMilli: 5330,
      stakeCents: 5600,
      liabilityCents: 24_248, // 56 × 4.33
      netReturnCents: -24_248,
      status: 'LOST',
      selections: [{ name: 'Selection 47005', result: 'LOST' }],
    });
  });

  it.each([
    ['1', 'Soccer'],
    ['2', 'Tennis'],
    ['7', 'Horse Racing'],
    [7522, 'Basketball'],
    ['999999', null],
  ])('eventTypeId %s → sport %s', (eventTypeId, sport) => {
    expect(one({ clearedOrders: [order({ eventTypeId })] }).sport).toBe(sport);
  });

  it.each([
    ['WIN', 'WON'],
    ['WON', 'WON'],
    ['LOSE', 'LOST'],
    ['LOST', 'LOST'],
    ['PLACE', 'PLACED'],
  ])('betOutcome %s → %s', (betOutcome, status) => {
    expect(one({ clearedOrders: [order({ betOutcome })] }).status).toBe(status);
  });

  it('VOIDED → VOID with 0; an unmatched order has no odds', () => {
    expect(
      one({ clearedOrders: [order({ betStatus: 'VOIDED', betOutcome: undefined, profit: 3 })] }),
    ).toMatchObject({
      status: 'VOID',
      netReturnCents: 0,
    });
    expect(
      one({
        clearedOrders: [
          order({ betOutcome: undefined, profit: 0, sizeSettled: 0, priceMatched: 0 }),
        ],
      }),
    ).toMatchObject({ status: 'VOID', oddsMilli: null, stakeCents: 0, netReturnCents: 0 });
  });

  it('JSON-RPC: a batch of answers, and an error anywhere in it refuses all', () => {
    const answer = (id: number, betId: string) => ({
      jsonrpc: '2.0',
      result: { clearedOrders: [order({ betId })], moreAvailable: false },
      id,
    });
    const parsed = parseBetfairJson(JSON.stringify([answer(1, 'a'), answer(2, 'b')]));
    expect(parsed.format).toBe('betfair-exchange-api-jsonrpc');
    expect(parsed.bets.map((b) => b.sourceBetId)).toEqual(['a', 'b']);

    const error = {
      jsonrpc: '2.0',
      error: {
        code: -32099,
        message: 'ANGX-0007',
        data: { APINGException: { errorCode: 'INVALID_APP_KEY' } },
      },
      id: 2,
    };
    const err = refusal([answer(1, 'a'), error]);
    expect(err.message).toContain('INVALID_APP_KEY');
    expect(err.where).toBe('[1].error');
  });

  it('a REST error body is refused with its errorCode', () => {
    const err = refusal({
      faultcode: 'Client',
      faultstring: 'ANGX-0003',
      detail: {
        APINGException: { errorCode: 'INVALID_SESSION_INFORMATION' },
        exceptionname: 'APINGException',
      },
    });
    expect(err.message).toContain('INVALID_SESSION_INFORMATION');
  });

  it('a JSON-RPC answer of another method is not a history', () => {
    expect(
      refusal({ jsonrpc: '2.0', result: [{ eventType: { id: '1' } }], id: 1 }).message,
    ).toMatch(/without clearedOrders/);
  });
});

describe('detection', () => {
  it.each<[unknown, string]>([
    [{ bets: [] }, 'betfair-sportsbook'],
    [{ bets: [], tableSize: 0, moreAvailable: false }, 'betfair-exchange-web'],
    [{ clearedOrders: [], moreAvailable: false }, 'betfair-exchange-api-rest'],
    [{ jsonrpc: '2.0', result: { clearedOrders: [] }, id: 1 }, 'betfair-exchange-api-jsonrpc'],
    // a bare list of bets, without the envelope
    [[sportsbookBet()], 'betfair-sportsbook'],
  ])('%o → %s', (value, format) => {
    expect(parseBetfairJson(JSON.stringify(value)).format).toBe(format);
  });

  it.each<[string, RegExp]>([
    ['', /not valid JSON: the text ends too early \(truncated\?\) at line 1, column 1/],
    ['{"bets":[1,]}', /not valid JSON: an unexpected character "]" at line 1, column 12/],
    ['{"a":1}\n{"b":2}', /more text after the JSON value at line 2, column 1/],
    ["{'bets':[]}", /expected a "quoted" property name at line 1, column 2/],
    ['42', /found 42/],
    ['[]', /found an empty list/],
    ['{"bets":[{"id":1}]}', /none of the keys of a Sportsbook bet/],
  ])('%j is refused', (text, reason) => {
    expect(refusal(text).message).toMatch(reason);
  });
});

describe('Betfair open bets', () => {
  it('an Exchange website bet still matched is PENDING: no profit, nothing back, not settled', () => {
    const bet = one({
      bets: [
        {
          betId: '9',
          placedDate: '2025-04-01T19:06:19Z',
          settledDate: '2025-04-01T21:00:00Z',
          side: 'LAY',
          odds: '3.00',
          stake: '10.00',
          status: 'MATCHED',
        },
      ],
      tableSize: 1,
    });
    expect(bet).toMatchObject({
      status: 'PENDING',
      settledAt: null,
      netReturnCents: 0,
      returnCents: 0,
      liabilityCents: 2000, // 10 × (3 − 1): what the open lay risks
    });
  });

  it('a Sportsbook bet with an open status is PENDING', () => {
    const bet = one({
      bets: [sportsbookBet({ result: undefined, status: 'OPEN', returnCash: 0 })],
    });
    expect(bet).toMatchObject({ status: 'PENDING', settledAt: null, netReturnCents: 0 });
  });

  it('listCurrentOrders: the matched part of each order is an open bet; unmatched ones are left out', () => {
    const current = (betId: string, sizeMatched: number) => ({
      betId,
      marketId: '1.2',
      selectionId: 58805,
      handicap: 0,
      priceSize: { price: 2.1, size: 20 },
      side: 'BACK',
      status: 'EXECUTABLE',
      orderType: 'LIMIT',
      placedDate: '2025-06-01T10:00:00.000Z',
      averagePriceMatched: 2.08,
      sizeMatched,
      sizeRemaining: 20 - sizeMatched,
    });
    const parsed = parseBetfairJson(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        result: { currentOrders: [current('a', 12.5), current('b', 0)], moreAvailable: false },
      }),
    );
    expect(parsed.format).toBe('betfair-exchange-api-jsonrpc');
    expect(parsed.bets).toMatchObject([
      {
        source: 'betfair-exchange-api', // the same source and id as the cleared order it becomes
        sourceBetId: 'a',
        status: 'PENDING',
        stakeCents: 1250,
        oddsMilli: 2080,
        netReturnCents: 0,
        returnCents: 0,
        details: { orderType: 'LIMIT', priceRequestedMilli: 2100, handicap: 0 },
      },
    ]);
    expect(parsed.problems).toMatchObject([
      { severity: 'warning', row: 2, code: 'import.unmatchedOrder' },
    ]);
  });
});

describe('Betfair pages and order details', () => {
  it.each([
    [{ bets: [sportsbookBet()], moreAvailable: true }, true],
    [{ bets: [sportsbookBet()], moreAvailable: false }, false],
    [{ clearedOrders: [], moreAvailable: true }, true],
    [
      [
        { jsonrpc: '2.0', id: 1, result: { clearedOrders: [], moreAvailable: false } },
        { jsonrpc: '2.0', id: 2, result: { clearedOrders: [], moreAvailable: true } },
      ],
      true,
    ],
  ])('moreAvailable → morePages (%#)', (value, more) => {
    expect(parseBetfairJson(JSON.stringify(value)).morePages).toBe(more);
  });

  it('keeps SP, price asked, reduced price, handicap and each-way terms as fields', () => {
    const bet = one({
      clearedOrders: [
        {
          betId: '1',
          eventTypeId: '7',
          marketId: '1.9',
          placedDate: '2025-05-01T10:00:00.000Z',
          side: 'BACK',
          orderType: 'MARKET_AT_THE_CLOSE', // as Betfair wrote it in a real answer
          priceRequested: 5.5,
          priceMatched: 6.2,
          priceReduced: true,
          handicap: 0,
          sizeSettled: 5,
          betOutcome: 'PLACE',
          profit: 1.5,
          itemDescription: {
            eventTypeDesc: 'Horse Racing',
            marketType: 'EACH_WAY',
            eachWayDivisor: 4,
            numberOfWinners: 3,
            runnerDesc: 'Desert Crown',
          },
        },
      ],
    });
    expect(bet.details).toEqual({
      orderType: 'MARKET_ON_CLOSE',
      priceRequestedMilli: 5500,
      priceReduced: true,
      handicap: 0,
      eachWayDivisor: 4, // the place part at 1/4 of the odds…
      placesPaid: 3, // …for the first three
    });
    expect(isStartingPriceOrder(bet.details?.orderType ?? null)).toBe(true);
  });

  it('a Sportsbook bet has no order details', () => {
    expect(one({ bets: [sportsbookBet()] }).details).toBeNull();
  });

  it('text numbers use "." unless the answer’s own values of that key show ","', () => {
    const bets = parseBetfairJson(
      JSON.stringify({
        bets: [
          sportsbookBet({ betId: 'a', stake: '21.696', returnCash: '0', result: 'LOST' }),
          sportsbookBet({ betId: 'b', stake: '12.50', returnCash: '0', result: 'LOST' }),
        ],
      }),
    ).bets;
    // 21.696 is 21.70 (rounded once), not twenty-one thousand
    expect(bets.map((b) => b.stakeCents)).toEqual([2170, 1250]);
  });
});
