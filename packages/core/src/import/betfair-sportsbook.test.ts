import { describe, expect, it } from 'vitest';
import { oneBet, refusalOf, sportsbookBet } from './betfair-json.test-support.ts';

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
    'a return of %f on 10 is refused: won and cashed out cannot be told apart',
    (returnCash) => {
      const err = refusalOf({
        bets: [sportsbookBet({ result: undefined, returnCash, stake: 10 })],
      });
      expect(err.where).toBe('bets[0].result');
      expect(err.message).toMatch(/missing, and the return does not tell won from cashed out/);
    },
  );

  it('without a result word or a return it is refused', () => {
    const err = refusalOf({ bets: [sportsbookBet({ result: undefined, returnCash: undefined })] });
    expect(err.where).toBe('bets[0].result');
    expect(err.message).toMatch(/^bets\[0\]\.result: missing \(bet 1 of 1, id O\/1\/1\)/);
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

  it.each<[Record<string, unknown>, string, RegExp]>([
    [{ placedDate: undefined }, 'bets[0].placedDate', /^bets\[0\]\.placedDate: missing/],
    [{ stake: undefined }, 'bets[0].rawStake', /^bets\[0\]\.rawStake: missing/],
    [{ payout: 'x', returnCash: undefined }, 'bets[0].payout', /"x" is not a number/],
    [
      { result: 'CASHED_OUT', returnCash: undefined },
      'bets[0].returnCash',
      /^bets\[0\]\.returnCash: missing \(needed for a CASHED_OUT bet\)/,
    ],
    [
      { result: 'WON', returnCash: undefined, originalOdds: undefined },
      'bets[0].returnCash',
      /needed for a WON bet/,
    ],
  ])('refuses %o at %s', (overrides, where, reason) => {
    const err = refusalOf({ bets: [sportsbookBet(overrides)] });
    expect(err.where).toBe(where);
    expect(err.message).toMatch(reason);
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
    [['x'], 'bets[0].legs[0]', 'bets[0].legs[0]: a leg must be an object, got "x"'],
    [
      [{ parts: [1] }],
      'bets[0].legs[0].parts[0]',
      'bets[0].legs[0].parts[0]: a part must be an object, got 1',
    ],
    [
      [{ selectionName: 'A' }, { parts: [{ selectionName: 'B' }, null] }],
      'bets[0].legs[1].parts[1]',
      'bets[0].legs[1].parts[1]: a part must be an object, got null',
    ],
    [
      [{ selectionName: 'A', price: 0.5 }],
      'bets[0].legs[0].price',
      'bets[0].legs[0].price: odds must be at least 1.01',
    ],
  ])('refuses the legs %j at %s', (legs, where, message) => {
    const err = refusalOf({ bets: [sportsbookBet({ legs })] });
    expect(err.where).toBe(where);
    expect(err.message).toMatch(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });
});
