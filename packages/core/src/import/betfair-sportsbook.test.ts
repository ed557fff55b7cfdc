import { describe, expect, it } from 'vitest';
import { oneBet, problemOf, sportsbookBet } from './betfair-json.test-support.ts';

describe('Betfair Sportsbook: a bet without a result word', () => {
  it.each([
    // return on a 10 € stake → status, net cents
    [0, 'LOST', -1000], // nothing back
    [10, 'VOID', 0], // the stake back
    [10.01, 'WON', 1], // more than the stake
    [21.9, 'WON', 1190], // 21.90 − 10
  ])('a return of %f on 10 → %s, net %i', (returnCash, status, net) => {
    const bet = oneBet({ bets: [sportsbookBet({ result: undefined, returnCash, stake: 10 })] });
    expect(bet).toMatchObject({ status, returnCents: Math.round(returnCash * 100) });
    expect(bet.netReturnCents).toBe(net);
  });

  it.each([0.01, 7.5, 9.99])(
    'a return of %f on 10 leaves the bet out: won and cashed out cannot be told apart',
    (returnCash) => {
      expect(
        problemOf({ bets: [sportsbookBet({ result: undefined, returnCash, stake: 10 })] }),
      ).toMatchObject({ severity: 'unreadable', field: 'result', code: 'import.resultMissing' });
    },
  );

  it('without a result word or a return it is left out', () => {
    expect(
      problemOf({ bets: [sportsbookBet({ result: undefined, returnCash: undefined })] }),
    ).toMatchObject({
      severity: 'unreadable',
      field: 'result',
      message: 'Row 1: the bet has no result, and what it returned does not tell one',
    });
  });
});

describe('Betfair Sportsbook: ids and field names', () => {
  it.each<[Record<string, unknown>, string, string[]]>([
    [{}, 'O/1/1', ['2670001000', '10000000000001']],
    [{ entryServiceId: 'O/1/1' }, 'O/1/1', ['10000000000001']], // the same id once
    [{ betId: undefined }, '2670001000', ['10000000000001']],
    [{ betId: ' ', entryServiceId: null }, '10000000000001', []], // blank is no id
  ])('ids %o → %s, aliases %j', (overrides, sourceBetId, aliases) => {
    expect(oneBet({ bets: [sportsbookBet(overrides)] })).toMatchObject({ sourceBetId, aliases });
  });

  it.each<[Record<string, unknown>, Record<string, unknown>]>([
    // placed: placedDate, placedAt, betPlacedDate
    [
      { placedDate: undefined, placedAt: '2025-03-02T10:00:00Z' },
      { placedAt: '2025-03-02T10:00:00.000Z' },
    ],
    [
      { placedDate: undefined, betPlacedDate: 1740909600000 },
      { placedAt: '2025-03-02T10:00:00.000Z' },
    ],
    // settled: settledDate, settledAt, or none
    [
      { settledDate: undefined, settledAt: '2025-03-02T12:00:00Z' },
      { settledAt: '2025-03-02T12:00:00.000Z' },
    ],
    [{ settledDate: undefined }, { settledAt: null }],
    // stake: rawStake before stakeCash before stake
    [{ rawStake: 5, stakeCash: 6, stake: 7 }, { stakeCents: 500 }],
    [{ stakeCash: 6, stake: 7 }, { stakeCents: 600 }],
    // odds: originalOdds (a number or {decimal}), odds, price, decimalOdds
    [{ originalOdds: undefined, odds: 3 }, { oddsMilli: 3000 }],
    [{ originalOdds: undefined, price: { decimal: '1,5' } }, { oddsMilli: 1500 }],
    [{ originalOdds: undefined, decimalOdds: 4.2 }, { oddsMilli: 4200 }],
    [{ originalOdds: 2.5 }, { oddsMilli: 2500 }],
    [{ originalOdds: { fractional: '5/2' } }, { oddsMilli: null }], // {decimal} missing: none
    [{ originalOdds: { decimal: [] } }, { oddsMilli: null }],
    // a starting price, or a dash, until a price is known
    ...['SP', ' sp ', 'N/A', 'n/a', 'NA', '-', '--', '—'].map(
      (decimal): [Record<string, unknown>, Record<string, unknown>] => [
        { originalOdds: { decimal }, returnCash: 0, result: 'LOST' },
        { oddsMilli: null },
      ],
    ),
    // return: returnCash, returnAmount, return, payout
    [{ returnCash: undefined, returnAmount: 30 }, { returnCents: 3000 }],
    [{ returnCash: undefined, return: '30' }, { returnCents: 3000 }],
    [{ returnCash: undefined, payout: 31 }, { returnCents: 3100 }],
    // event, sport and competition of the bet
    [{ eventDescription: undefined, eventName: 'A v B' }, { eventDescription: 'A v B' }],
    [{ eventTypeDesc: 'Tenis' }, { sport: 'Tenis' }],
    [{ sportName: 'Tenis' }, { sport: 'Tenis' }],
    [{ sport: { id: 2, name: 'Tenis' } }, { sport: 'Tenis' }],
    [{ eventTypeId: 2 }, { sport: 'Tennis' }],
    [{ sportId: '1' }, { sport: 'Soccer' }],
    [{ competitionName: 'WTA Miami' }, { competition: 'WTA Miami' }],
    [{ competition: 'WTA Miami' }, { competition: 'WTA Miami' }],
  ])('%o → %o', (overrides, expected) => {
    expect(oneBet({ bets: [sportsbookBet(overrides)] })).toMatchObject(expected);
  });

  it('is a back bet of the Sportsbook that keeps its record', () => {
    const record = sportsbookBet();
    expect(oneBet({ bets: [record] })).toMatchObject({
      source: 'betfair-sportsbook',
      bookmaker: 'Betfair Sportsbook',
      side: null,
      liabilityCents: null,
      raw: record,
    });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ placedDate: undefined }, 'placedDate', 'Row 1: placedDate is missing'],
    [{ stake: undefined }, 'rawStake', 'Row 1: rawStake is missing'], // named by its first key
    [{ payout: 'x', returnCash: undefined }, 'payout', 'Row 1: payout "x" is not a number'],
    [
      { result: 'CASHED_OUT', returnCash: undefined },
      'returnCash',
      'Row 1: returnCash is missing, and a CASHED_OUT bet needs it',
    ],
    [
      { result: 'WON', returnCash: undefined, originalOdds: undefined },
      'returnCash',
      'Row 1: a WON bet needs its odds to work out what it returned',
    ],
  ])('leaves out a bet with %o: %s', (overrides, field, message) => {
    expect(problemOf({ bets: [sportsbookBet(overrides)] })).toMatchObject({
      severity: 'unreadable',
      field,
      message,
    });
  });
});

describe('Betfair Sportsbook: open bets', () => {
  it.each(['OPEN', 'Unsettled', 'pending', 'ACTIVE', 'matched'])(
    'status %s without a result is PENDING: nothing back yet, net 0',
    (status) => {
      expect(
        oneBet({ bets: [sportsbookBet({ result: undefined, status, returnCash: 5 })] }),
      ).toMatchObject({ status: 'PENDING', returnCents: 0, netReturnCents: 0 });
    },
  );

  it('a result word wins over the status', () => {
    expect(oneBet({ bets: [sportsbookBet({ status: 'OPEN' })] }).status).toBe('WON');
  });

  it('result PENDING nets 0 whatever return is written', () => {
    expect(
      oneBet({ bets: [sportsbookBet({ result: 'Pending', returnCash: 21.9 })] }),
    ).toMatchObject({ status: 'PENDING', returnCents: 0, netReturnCents: 0 });
  });
});

describe('Betfair Sportsbook: bet types', () => {
  const leg = (name: string) => ({ selectionName: name });
  it.each<[Record<string, unknown>, string | null]>([
    [{ betType: 'DBL' }, 'DBL'],
    [{ betType: undefined, betTypeDescription: 'Doble' }, 'Doble'],
    [{ betType: undefined, type: 'Triple' }, 'Triple'],
    [{ isSGM: true }, 'SGM'], // a bet builder keeps a single's code
    [{ isSGM: 'true' }, 'SGL'], // only the JSON true
    [{ betType: undefined }, null], // no code, no legs
    [{ betType: undefined, legs: [] }, null],
    [{ betType: undefined, legs: [leg('A')] }, 'SGL'],
    [{ betType: undefined, legs: [leg('A'), leg('B'), leg('C')] }, 'TBL'],
    [{ betType: undefined, legs: [leg('A'), leg('B'), leg('C'), leg('D'), leg('E')] }, 'ACC5'],
  ])('%o → %s', (overrides, betType) => {
    expect(oneBet({ bets: [sportsbookBet(overrides)] }).betType).toBe(betType);
  });
});

describe('Betfair Sportsbook: selections', () => {
  it('a bet without legs: one selection from the bet, if it names one', () => {
    const bet = oneBet({
      bets: [
        sportsbookBet({
          selection: undefined,
          selectionName: 'Coco Gauff',
          marketName: undefined,
          marketDescription: 'Ganador',
          sportName: 'Tenis',
          competitionName: 'WTA Miami',
          result: 'Ganada',
        }),
      ],
    });
    expect(bet.selections).toEqual([
      {
        name: 'Coco Gauff',
        oddsMilli: 2190,
        eventName: 'Aryna Sabalenka v Coco Gauff',
        marketName: 'Ganador',
        sport: 'Tenis',
        competition: 'WTA Miami',
        result: 'WON', // the source's word, normalised
      },
    ]);
    expect(oneBet({ bets: [sportsbookBet({ selection: undefined })] }).selections).toEqual([]);
  });

  it('legs and their parts, each part taking what it lacks from its leg', () => {
    const bet = oneBet({
      bets: [
        sportsbookBet({
          betType: 'ACC3',
          legs: [
            {
              eventTypeDesc: 'Fútbol',
              legResult: 'Perdida',
              parts: [
                {
                  runnerName: 'Inter',
                  odds: 1.8,
                  eventName: 'Inter v Juventus',
                  eventMarketDescription: 'Resultado',
                  competition: 'Serie A',
                },
                { name: 'Over 2.5', decimalOdds: '2,1', outcome: 'Half won', sportName: 'Soccer' },
              ],
            },
            {
              selection: 'Lakers',
              price: { decimal: 1.5 },
              marketDescription: 'Ganador',
              result: 'void it',
            },
            { parts: [] }, // a leg without parts is its own part
          ],
        }),
      ],
    });
    expect(bet.selections).toEqual([
      {
        name: 'Inter',
        oddsMilli: 1800,
        eventName: 'Inter v Juventus',
        marketName: 'Resultado',
        sport: 'Fútbol', // the leg's
        competition: 'Serie A',
        result: 'LOST', // the leg's "Perdida"
      },
      {
        name: 'Over 2.5',
        oddsMilli: 2100,
        eventName: null,
        marketName: null,
        sport: 'Soccer', // its own
        competition: null,
        result: 'HALF_WON',
      },
      {
        name: 'Lakers',
        oddsMilli: 1500,
        eventName: null,
        marketName: 'Ganador',
        sport: null,
        competition: null,
        result: 'void it', // not a known word: kept as written
      },
      {
        name: 'Unknown',
        oddsMilli: null,
        eventName: null,
        marketName: null,
        sport: null,
        competition: null,
        result: null,
      },
    ]);
    // the bet takes a sport or competition its selections share, unnamed ones aside
    expect([bet.sport, bet.competition]).toEqual([null, 'Serie A']); // Fútbol and Soccer differ
  });

  it('the bet takes the sport and competition all its selections share', () => {
    const part = { sportName: 'Tenis', competitionName: 'WTA Miami' };
    const bet = oneBet({
      bets: [
        sportsbookBet({
          legs: [{ parts: [{ ...part, selectionName: 'A' }] }, { ...part, selectionName: 'B' }],
        }),
      ],
    });
    expect([bet.sport, bet.competition]).toEqual(['Tenis', 'WTA Miami']);
  });

  it.each<[unknown[], string, string]>([
    [['x'], 'legs[0]', 'Row 1: "x" is not a bet record'],
    [[{ parts: [1] }], 'legs[0].parts[0]', 'Row 1: 1 is not a bet record'],
    [
      [{ selectionName: 'A' }, { parts: [{ selectionName: 'B' }, null] }],
      'legs[1].parts[1]',
      'Row 1: null is not a bet record',
    ],
  ])('leaves out a bet with the legs %j: %s', (legs, field, message) => {
    expect(problemOf({ bets: [sportsbookBet({ legs })] })).toMatchObject({
      severity: 'unreadable',
      field,
      message,
    });
  });

  it('keeps a bet whose leg has odds below 1.01, without them, and warns', () => {
    const legs = [{ selectionName: 'A', price: 0.5 }];
    expect(oneBet({ bets: [sportsbookBet({ legs })] }).selections[0]?.oddsMilli).toBeNull();
    expect(problemOf({ bets: [sportsbookBet({ legs })] })).toMatchObject({
      severity: 'warning',
      field: 'legs[0].price',
      code: 'import.oddsBelowMinimum',
      message: 'Row 1: the odds 0.5 are below 1.01; the bet was kept without odds',
    });
  });
});
