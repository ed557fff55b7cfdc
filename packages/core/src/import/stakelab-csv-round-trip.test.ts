import { describe, expect, it } from 'vitest';
import type { Bankroll } from '../contract/bankrolls.ts';
import type { BetView } from '../contract/history.ts';
import { parseCsvImport } from './csv.ts';
import { readCsv } from './csv-reader.ts';
import { bankrollNamer, toStakeLabCsv } from './stakelab-csv.ts';

/*
 * Export CSV → import into a new account (docs/formats.md §4): a varied history written with
 * the user's bankroll names and unit size, read back by the StakeLab CSV importer, compared
 * field by field with values worked out by hand.
 */

const bankrolls: Bankroll[] = [
  { id: 3, name: 'Main', startingBalance: 100, createdAt: '2025-01-01T00:00:00Z', isDefault: true },
  {
    id: 4,
    name: 'Tennis pot',
    startingBalance: 0,
    createdAt: '2025-01-02T00:00:00Z',
    isDefault: false,
  },
];
/** A 2.50 € unit. */
const UNIT_CENTS = 250;

const leg = (overrides: Partial<BetView['Selections'][number]>): BetView['Selections'][number] => ({
  SelectionId: 1,
  SelectionName: 'Napoli',
  Odds: null,
  EventName: null,
  MarketName: null,
  Sport: 'Unknown',
  Competition: 'Unknown',
  Result: null,
  ...overrides,
});

const history: BetView[] = [
  // A sportsbook double in the Tennis pot; a leg name holding the readable form's "; " and " @ ".
  {
    Id: 11,
    BetId: 'O/1/0000001',
    Source: 'betfair-sportsbook',
    PlacedDate: '2025-03-01T19:25:50.263Z',
    SettledDate: '2025-03-01T22:00:00.000Z',
    Sport: 'Tennis',
    Competition: 'ATP Madrid',
    EventDescription: 'Doble',
    Odds: 3.08,
    Status: 'WON',
    Stake: 1234.56,
    ActualReturn: 3802.44,
    NetReturn: 2567.88,
    BetType: 'DBL',
    Bookmaker: 'Betfair Sportsbook',
    Side: null,
    Liability: null,
    Selections: [
      leg({
        SelectionId: 40,
        SelectionName: 'Alcaraz',
        Odds: 1.4,
        EventName: 'Alcaraz v Sinner',
        MarketName: 'Match Odds',
        Sport: 'Tennis',
        Competition: 'ATP Madrid',
        Result: 'WON',
      }),
      leg({ SelectionId: 41, SelectionName: 'Over 2.5; sets @ home', Odds: 2.2, Result: 'WON' }),
    ],
    Tipster: null,
    Tags: [],
    ClosingOdds: null,
    BankrollId: 4,
  },
  // Added by hand, settled when placed, in the default bankroll, with its labels.
  {
    Id: 12,
    BetId: 'ABC123XYZ0',
    Source: 'manual',
    PlacedDate: '2025-03-05T12:00:00.000Z',
    SettledDate: '2025-03-05T12:00:00.000Z',
    Sport: 'Football',
    Competition: 'Unknown',
    EventDescription: '-1 handicap Getafe', // starts with "-": defused, read back as typed
    Odds: 1.85,
    Status: 'LOST',
    Stake: 10.05,
    ActualReturn: 0,
    NetReturn: -10.05,
    BetType: 'SGL',
    Bookmaker: 'Bet365',
    Side: null,
    Liability: null,
    Selections: [],
    Tipster: 'Ana',
    Tags: ['value', 'live, in-play'],
    ClosingOdds: 1.8,
    BankrollId: null,
  },
  // An open exchange lay.
  {
    Id: 13,
    BetId: '340000000503',
    Source: 'betfair-exchange-web',
    PlacedDate: '2025-04-04T01:58:19.265Z',
    SettledDate: null,
    Sport: 'Unknown',
    Competition: 'Unknown',
    EventDescription: null,
    Odds: 2.2,
    Status: 'PENDING',
    Stake: 22,
    ActualReturn: 0,
    NetReturn: 0,
    BetType: null,
    Bookmaker: 'Betfair Exchange',
    Side: 'LAY',
    Liability: 26.4,
    Selections: [],
    BankrollId: 4,
  },
  // A free bet won at 3.00 with a 5.00 token: it paid the profit only, 5.00 × (3.00 − 1) = 10.00.
  {
    Id: 14,
    BetId: 'FREEBET001',
    Source: 'manual',
    PlacedDate: '2025-04-06T18:00:00.000Z',
    SettledDate: '2025-04-06T18:00:00.000Z',
    Sport: 'Football',
    Competition: 'LaLiga',
    EventDescription: 'Betis v Sevilla',
    Odds: 3,
    Status: 'WON',
    Stake: 5,
    ActualReturn: 10,
    NetReturn: 10,
    BetType: 'SGL',
    Bookmaker: 'Bet365',
    Side: null,
    Liability: null,
    Selections: [],
    BankrollId: null,
    FreeBet: true,
  },
];

const exported = toStakeLabCsv(history, {
  bankrollName: bankrollNamer(bankrolls),
  unitCents: UNIT_CENTS,
});

describe('StakeLab CSV round trip (export with bankrolls and units → import)', () => {
  it('writes amounts as plain numbers, bankroll names and units (worked by hand)', () => {
    const [header, ...rows] = readCsv(exported).map((r) => r.cells);
    const column = (row: string[] | undefined, name: string) => row?.[header?.indexOf(name) ?? -1];
    const pick = (row: string[] | undefined, names: string[]) =>
      names.map((name) => column(row, name));
    const figures = ['Stake', 'ActualReturn', 'NetReturn', 'Bankroll', 'StakeUnits', 'NetUnits'];
    // 123,456 c ÷ 250 c = 493.824 → 493.82; 256,788 c ÷ 250 c = 1,027.152 → 1027.15.
    // No currency sign, no thousands separator: a spreadsheet reads each as a number.
    expect(pick(rows[0], figures)).toEqual([
      '1234.56',
      '3802.44',
      '2567.88',
      'Tennis pot',
      '493.82',
      '1027.15',
    ]);
    // 1,005 c ÷ 250 c = 4.02; a null BankrollId is the default bankroll.
    expect(pick(rows[1], figures)).toEqual(['10.05', '0.00', '-10.05', 'Main', '4.02', '-4.02']);
    // 2,200 c ÷ 250 c = 8.80; net 0 → 0.00.
    expect(pick(rows[2], figures)).toEqual(['22.00', '0.00', '0.00', 'Tennis pot', '8.80', '0.00']);
    expect(column(rows[0], 'Selections')).toBe(
      'Alcaraz @ 1.4 (WON); Over 2.5; sets @ home @ 2.2 (WON)',
    );
    expect(column(rows[1], 'SettledDate')).toBe('2025-03-05T12:00:00.000Z');
    expect(column(rows[1], 'EventDescription')).toBe("'-1 handicap Getafe");
    // 500 c ÷ 250 c = 2.00 units staked; the free bet's 1,000 c net = 4.00 units.
    expect(pick(rows[3], [...figures, 'FreeBet'])).toEqual([
      '5.00',
      '10.00',
      '10.00',
      'Main',
      '2.00',
      '4.00',
      'true',
    ]);
    expect(rows.slice(0, 3).map((row) => column(row, 'FreeBet'))).toEqual([
      'false',
      'false',
      'false',
    ]);
  });

  it('reads every bet back field by field', () => {
    const parsed = parseCsvImport(exported);
    expect(parsed.format).toBe('stakelab-csv');
    expect(parsed.problems).toEqual([]);
    const [double, byHand, lay, free] = parsed.bets;
    expect(parsed.bets).toHaveLength(4);
    expect(double).toMatchObject({
      source: 'betfair-sportsbook',
      sourceBetId: 'O/1/0000001',
      placedAt: '2025-03-01T19:25:50.263Z',
      settledAt: '2025-03-01T22:00:00.000Z',
      sport: 'Tennis',
      competition: 'ATP Madrid',
      oddsMilli: 3080,
      status: 'WON',
      stakeCents: 123_456,
      returnCents: 380_244,
      netReturnCents: 256_788,
      betType: 'DBL',
      bookmaker: 'Betfair Sportsbook',
      selections: [
        {
          name: 'Alcaraz',
          oddsMilli: 1400,
          eventName: 'Alcaraz v Sinner',
          marketName: 'Match Odds',
          sport: 'Tennis',
          competition: 'ATP Madrid',
          result: 'WON',
        },
        // Exact from SelectionsJson, though its name holds the readable form's separators.
        {
          name: 'Over 2.5; sets @ home',
          oddsMilli: 2200,
          eventName: null,
          marketName: null,
          sport: null,
          competition: null,
          result: 'WON',
        },
      ],
    });
    expect(byHand).toMatchObject({
      source: 'manual',
      sourceBetId: 'ABC123XYZ0',
      settledAt: '2025-03-05T12:00:00.000Z',
      competition: null, // "Unknown" reads as none
      eventDescription: '-1 handicap Getafe',
      stakeCents: 1005,
      returnCents: 0,
      netReturnCents: -1005,
      status: 'LOST',
      tipster: 'Ana',
      tags: ['value', 'live, in-play'],
      closingOddsMilli: 1800,
      selections: [],
    });
    expect(lay).toMatchObject({
      settledAt: null,
      sport: null,
      status: 'PENDING',
      stakeCents: 2200,
      netReturnCents: 0,
      side: 'LAY',
      liabilityCents: 2640,
      freeBet: false,
    });
    expect([double?.freeBet, byHand?.freeBet]).toEqual([false, false]);
    expect(free).toMatchObject({
      sourceBetId: 'FREEBET001',
      status: 'WON',
      oddsMilli: 3000,
      stakeCents: 500,
      returnCents: 1000,
      netReturnCents: 1000,
      freeBet: true,
    });
  });

  it('reads an export without the FreeBet column (older ones) as no free bets', () => {
    const older =
      'BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections\r\n' +
      'B1,manual,2025-03-01T12:00:00.000Z,,Football,LaLiga,,2.5,WON,10.00,25.00,15.00,SGL,,,,\r\n';
    expect(parseCsvImport(older).bets.map((b) => b.freeBet)).toEqual([false]);
    const yes = older
      .replace('Selections\r\n', 'Selections,FreeBet\r\n')
      .replace(',,,,\r\n', ',,,,,1\r\n');
    expect(parseCsvImport(yes).bets.map((b) => b.freeBet)).toEqual([true]);
  });

  it('units come back as exported: they follow from the money at the same unit size', () => {
    // The imported bets, as the new account shows them, exported again at the same unit.
    const again = toStakeLabCsv(
      parseCsvImport(exported).bets.map((record, i) => ({
        ...(history[i] as BetView),
        Stake: record.stakeCents / 100,
        NetReturn: record.netReturnCents / 100,
      })),
      { bankrollName: bankrollNamer(bankrolls), unitCents: UNIT_CENTS },
    );
    expect(again).toBe(exported);
  });
});

describe('StakeLab CSV import of the Selections forms', () => {
  const HEADER =
    'BetId,Source,PlacedDate,SettledDate,Sport,Competition,EventDescription,Odds,Status,Stake,ActualReturn,NetReturn,BetType,Bookmaker,Side,Liability,Selections';
  const row = (selections: string) =>
    `${HEADER}\r\nB1,manual,2025-03-01T12:00:00.000Z,,Football,LaLiga,,2.5,WON,10.00,25.00,15.00,DBL,,,,${selections}\r\n`;

  it('reads the JSON array older exports wrote in Selections', () => {
    const json =
      '"[{""SelectionName"":""Napoli"",""Odds"":1.45,""EventName"":""Napoli v Milan"",""MarketName"":""1X2"",""Sport"":""Fútbol"",""Competition"":""Serie A"",""Result"":""WON""}]"';
    expect(parseCsvImport(row(json)).bets[0]?.selections).toEqual([
      {
        name: 'Napoli',
        oddsMilli: 1450,
        eventName: 'Napoli v Milan',
        marketName: '1X2',
        sport: 'Fútbol',
        competition: 'Serie A',
        result: 'WON',
      },
    ]);
  });

  it('reads the readable form when there is no SelectionsJson: names, odds and results', () => {
    const legs = parseCsvImport(row('[Live] Napoli @ 1.45 (WON); A @ B @ 1.5; Over 2.5 (VOID)'))
      .bets[0]?.selections;
    const bare = { eventName: null, marketName: null, sport: null, competition: null };
    expect(legs).toEqual([
      { name: '[Live] Napoli', oddsMilli: 1450, result: 'WON', ...bare },
      { name: 'A @ B', oddsMilli: 1500, result: null, ...bare },
      { name: 'Over 2.5', oddsMilli: null, result: 'VOID', ...bare },
    ]);
  });

  it('refuses a row whose Selections look like JSON but are not readable', () => {
    const parsed = parseCsvImport(row('"[{""SelectionName"": 5}]"'));
    expect(parsed.bets).toEqual([]);
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]).toMatchObject({
      severity: 'unreadable',
      row: 2,
      field: 'Selections',
      code: 'import.selectionsUnreadable',
    });
  });
});
