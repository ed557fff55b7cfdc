import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BET_SOURCES, BET_STATUSES } from '../bets/bet-record.ts';
import type { BetView } from '../contract/history.ts';
import { parseCsvImport } from './csv.ts';
import { readCsv } from './csv-reader.ts';
import { stakeLabBankrollOf, toStakeLabCsv } from './stakelab-csv.ts';
import { asView, withoutIds } from './stakelab-csv.test-support.ts';

/** Export, import into "another account", and show the bets as that account would. */
const roundTrip = (views: readonly BetView[]) => {
  const parsed = parseCsvImport(toStakeLabCsv(views));
  expect(parsed.format).toBe('stakelab-csv');
  return parsed.bets.map((record, i) => asView(record, 1000 + i));
};

const sample: BetView[] = [
  {
    Id: 7,
    BetId: 'O/23351001/0000001',
    PlacedDate: '2025-03-01T19:25:50.263Z',
    SettledDate: '2025-03-01T22:25:50.263Z',
    Sport: 'Unknown',
    Competition: 'Unknown',
    EventDescription: 'Combinada',
    Odds: 80.44,
    Status: 'WON',
    Stake: 50,
    ActualReturn: 4022,
    NetReturn: 3972,
    BetType: 'ACC4',
    Bookmaker: 'Betfair Sportsbook',
    Source: 'betfair-sportsbook',
    Side: null,
    Liability: null,
    Currency: 'EUR',
    Selections: [
      {
        SelectionId: 70,
        SelectionName: 'Napoli',
        Odds: 1.45,
        EventName: 'Napoli v Milan',
        MarketName: 'Resultado del partido',
        Sport: 'Fútbol',
        Competition: 'Serie A',
        Result: 'WON',
      },
      {
        SelectionId: 71,
        SelectionName: 'Más de 2,5; "goles"',
        Odds: null,
        EventName: null,
        MarketName: 'Más/Menos\n2,5 goles',
        Sport: 'Unknown',
        Competition: 'Unknown',
        Result: null,
      },
    ],
  },
  {
    Id: 8,
    BetId: '340000000503',
    PlacedDate: '2025-04-04T01:58:19.265Z',
    SettledDate: null,
    Sport: 'Tennis',
    Competition: 'WTA Roland Garros',
    EventDescription: '=HYPERLINK("http://evil")', // a formula: exported defused
    Odds: 2.2,
    Status: 'LOST',
    Stake: 22,
    ActualReturn: 0,
    NetReturn: -26.4,
    BetType: 'SGL',
    Bookmaker: 'Betfair Exchange',
    Source: 'betfair-exchange-web',
    Side: 'LAY',
    Liability: 26.4,
    Currency: 'BRL',
    Selections: [],
  },
];

describe('StakeLab CSV export', () => {
  it('writes the documented columns, one row per bet, money with 2 decimals', () => {
    const rows = readCsv(toStakeLabCsv(sample)).map((r) => r.cells);
    expect(rows[0]).toEqual([
      'BetId',
      'Source',
      'PlacedDate',
      'SettledDate',
      'Sport',
      'Competition',
      'EventDescription',
      'Odds',
      'Status',
      'Stake',
      'ActualReturn',
      'NetReturn',
      'BetType',
      'Bookmaker',
      'Side',
      'Liability',
      'Selections',
      'Tipster',
      'Tags',
      'ClosingOdds',
      'Bankroll',
      'StakeUnits',
      'NetUnits',
      'SelectionsJson',
      'FreeBet',
      'Currency',
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[2]?.slice(6, 16)).toEqual([
      `'=HYPERLINK("http://evil")`, // a leading ' stops a spreadsheet running it
      '2.2',
      'LOST',
      '22.00',
      '0.00',
      '-26.40',
      'SGL',
      'Betfair Exchange',
      'LAY',
      '26.40',
    ]);
    // Selections for people; the exact legs in SelectionsJson.
    expect(rows[1]?.[16]).toBe('Napoli @ 1.45 (WON); Más de 2,5; "goles"');
    expect(JSON.parse(rows[1]?.[23] ?? '')).toHaveLength(2);
    expect([rows[2]?.[16], rows[2]?.[23]]).toEqual(['', '']); // no legs: both empty
    // Each bet's currency, last: the sportsbook bet's euros, the Brazilian account's reais.
    expect([rows[1]?.[25], rows[2]?.[25]]).toEqual(['EUR', 'BRL']);
  });

  it('reads the currency as a code or a sign, leaves it open without one, refuses a word', () => {
    const csv = toStakeLabCsv(sample);
    const withCell = (cell: string) => csv.replace(/,BRL\r\n/, `,${cell}\r\n`);
    const currencyOf = (text: string) => parseCsvImport(text).bets.map((b) => b.currency);
    expect(currencyOf(csv)).toEqual(['EUR', 'BRL']);
    expect(currencyOf(withCell('R$'))).toEqual(['EUR', 'BRL']);
    expect(currencyOf(withCell('usd'))).toEqual(['EUR', 'USD']);
    // An empty cell: the import's choice or the owner's default decides (resolveCurrencies).
    expect(currencyOf(withCell(''))).toEqual(['EUR', null]);
    const refused = parseCsvImport(withCell('reais'));
    expect(refused.bets.map((b) => b.currency)).toEqual(['EUR']);
    expect(refused.problems[0]).toMatchObject({
      severity: 'unreadable',
      row: 3,
      field: 'Currency',
      code: 'import.unknownCurrency',
    });
  });

  it('writes tipster, tags, closing odds, bankroll name and units (hand-written lines)', () => {
    const labelled: BetView = {
      ...(sample[1] as BetView),
      EventDescription: 'Swiatek v Gauff',
      Side: null,
      Liability: null,
      Stake: 12.55,
      NetReturn: -12.55,
      Tipster: 'Ana, the tipster',
      Tags: ['value', 'live'],
      ClosingOdds: 2.05,
      BankrollId: 4,
    };
    const bare: BetView = { ...labelled, BetId: 'b2', Tipster: null, Tags: [], BankrollId: null };
    delete bare.ClosingOdds;
    const names = new Map<number | null, string>([
      [4, 'Tennis'],
      [null, 'Main'],
    ]);
    const lines = toStakeLabCsv([labelled, bare], {
      bankrollName: (id) => names.get(id) ?? null,
      unitCents: 1000,
    }).split('\r\n');
    // Units at a 10 € unit: 12.55 € = 1,255 c ÷ 1,000 c = 1.255 → 1.26 (half away from zero);
    // the net −12.55 € → −1.26. The tags cell is JSON, its quotes doubled by the CSV.
    const head =
      '2025-04-04T01:58:19.265Z,,Tennis,WTA Roland Garros,Swiatek v Gauff,2.2,LOST,12.55,0.00,-12.55,SGL,Betfair Exchange,,,';
    expect(lines[1]).toBe(
      `340000000503,betfair-exchange-web,${head},"Ana, the tipster","[""value"",""live""]",2.05,Tennis,1.26,-1.26,,false,BRL`,
    );
    expect(lines[2]).toBe(`b2,betfair-exchange-web,${head},,,,Main,1.26,-1.26,,false,BRL`);
    // Without a unit size or bankroll names, those columns are empty.
    expect(toStakeLabCsv([bare]).split('\r\n')[1]).toBe(
      `b2,betfair-exchange-web,${head},,,,,,,,false,BRL`,
    );
  });

  it('reads tipster, tags and closing odds back (bankroll and units are left)', () => {
    const labelled: BetView = {
      ...(sample[0] as BetView),
      Tipster: 'Ana',
      Tags: ['value', 'Live'],
      ClosingOdds: 75.5,
      BankrollId: 4,
    };
    const [record] = parseCsvImport(toStakeLabCsv([labelled])).bets;
    expect(record).toMatchObject({
      tipster: 'Ana',
      tags: ['value', 'Live'],
      closingOddsMilli: 75_500,
    });
  });

  it('keeps the Bankroll cell for the server to place the bet (stakeLabBankrollOf)', () => {
    const names = new Map<number | null, string>([
      [null, 'Main bankroll'],
      [4, '=Tennis pot'],
    ]);
    const bets = [
      { ...(sample[0] as BetView), BankrollId: 4 },
      { ...(sample[0] as BetView), BetId: 'other', BankrollId: null },
    ];
    const csv = toStakeLabCsv(bets, { bankrollName: (id) => names.get(id) ?? null });
    // The name that starts like a formula is written defused ('=Tennis pot) and read back whole.
    expect(parseCsvImport(csv).bets.map(stakeLabBankrollOf)).toEqual([
      '=Tennis pot',
      'Main bankroll',
    ]);
    // No column, or an empty cell: none.
    expect(parseCsvImport(toStakeLabCsv(bets)).bets.map(stakeLabBankrollOf)).toEqual([null, null]);
    expect(stakeLabBankrollOf({ raw: 'not a row' })).toBeNull();
  });

  it('round trip: export → import gives back the same bets', () => {
    expect(roundTrip(sample).map(withoutIds)).toEqual(sample.map(withoutIds));
  });

  it('round trip keeps the source and its id, so the original file is still recognised', () => {
    const [record] = parseCsvImport(toStakeLabCsv(sample)).bets;
    expect(record).toMatchObject({
      source: 'betfair-sportsbook',
      sourceBetId: 'O/23351001/0000001',
    });
  });

  it('round trip of any history (property)', () => {
    const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 });
    const known = text.filter((s) => s !== 'Unknown');
    const place = fc.oneof(fc.constant('Unknown'), known);
    const euros = (min: number, max = 100_000_000_000) =>
      fc.integer({ min, max }).map((c) => c / 100);
    const odds = fc.option(
      fc.integer({ min: 1010, max: 1_000_000 }).map((m) => m / 1000),
      { nil: null },
    );
    const instant = fc
      .integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2999, 11, 31) })
      .map((ms) => new Date(ms).toISOString());
    const view: fc.Arbitrary<BetView> = fc.record({
      Id: fc.nat(),
      BetId: text,
      PlacedDate: instant,
      SettledDate: fc.option(instant, { nil: null }),
      Sport: place,
      Competition: place,
      EventDescription: fc.option(text, { nil: null }),
      Odds: odds,
      Status: fc.constantFrom(...BET_STATUSES),
      // Up to the add-bet form's €10,000,000: a larger stake is set aside (amount-bounds.ts).
      Stake: euros(0, 1_000_000_000),
      ActualReturn: euros(0),
      NetReturn: euros(-100_000_000_000),
      BetType: fc.option(text, { nil: null }),
      Bookmaker: fc.option(text, { nil: null }),
      Source: fc.constantFrom(...BET_SOURCES),
      Side: fc.constantFrom('BACK' as const, 'LAY' as const, null),
      Liability: fc.option(euros(0), { nil: null }),
      Currency: fc.constantFrom('EUR', 'USD', 'BRL', 'JPY'),
      Selections: fc.array(
        fc.record({
          SelectionId: fc.nat(),
          SelectionName: fc.string({ unit: 'grapheme', maxLength: 12 }),
          Odds: odds,
          EventName: fc.option(fc.string({ unit: 'grapheme' }), { nil: null }),
          MarketName: fc.option(fc.string({ unit: 'grapheme' }), { nil: null }),
          Sport: place,
          Competition: place,
          Result: fc.option(fc.string(), { nil: null }),
        }),
        { maxLength: 3 },
      ),
    });
    fc.assert(
      fc.property(fc.array(view, { maxLength: 5 }), (views) => {
        expect(roundTrip(views).map(withoutIds)).toEqual(views.map(withoutIds));
      }),
      { numRuns: 200 },
    );
  });
});
