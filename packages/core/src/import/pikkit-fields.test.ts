import { describe, expect, it } from 'vitest';
import type { BetRecord } from '../bets/bet-record.ts';
import { parseCsvImport } from './csv.ts';
import { writeCsv } from './csv-reader.ts';

const COLUMNS = [
  'bet_id',
  'sportsbook',
  'type',
  'status',
  'odds',
  'amount',
  'profit',
  'time_placed',
  'time_settled',
  'time_placed_iso',
  'time_settled_iso',
  'bet_info',
  'sports',
  'leagues',
] as const;
type PikkitRow = Partial<Record<(typeof COLUMNS)[number], string>>;

/** A won straight bet: 25 at 1.91, profit 22.75. */
const straight: PikkitRow = {
  bet_id: 'p1',
  sportsbook: 'DraftKings',
  type: 'straight',
  status: 'SETTLED_WIN',
  odds: '1.91',
  amount: '25',
  profit: '22.75',
  time_placed_iso: '2025-01-05T18:00:00Z',
  time_settled_iso: '2025-01-05T21:00:00Z',
  bet_info: 'Lakers -3.5',
  sports: 'Basketball',
  leagues: 'NBA',
};

/** Pikkit CSV text of these rows (writeCsv quotes what needs quoting, edge spaces included). */
const pikkitCsv = (...rows: PikkitRow[]) =>
  writeCsv([[...COLUMNS], ...rows.map((row) => COLUMNS.map((column) => row[column] ?? ''))]);

const one = (overrides: PikkitRow): BetRecord => {
  const [bet] = parseCsvImport(pikkitCsv({ ...straight, ...overrides })).bets;
  if (!bet) throw new Error('no bet');
  return bet;
};

describe('Pikkit CSV: one bet', () => {
  it('maps a straight bet whole: one selection with the bet odds and result', () => {
    expect(one({})).toMatchObject({
      source: 'pikkit',
      sourceBetId: 'p1',
      aliases: [],
      placedAt: '2025-01-05T18:00:00.000Z',
      settledAt: '2025-01-05T21:00:00.000Z',
      sport: 'Basketball',
      competition: 'NBA',
      eventDescription: 'Lakers -3.5',
      oddsMilli: 1910,
      stakeCents: 2500,
      returnCents: 4775, // 25 + 22.75
      netReturnCents: 2275,
      status: 'WON',
      betType: 'straight',
      bookmaker: 'DraftKings',
      side: null,
      liabilityCents: null,
      selections: [
        {
          name: 'Lakers -3.5',
          oddsMilli: 1910,
          eventName: null,
          marketName: null,
          sport: 'Basketball',
          competition: 'NBA',
          result: 'WON',
        },
      ],
      raw: { bet_id: 'p1', status: 'SETTLED_WIN', profit: '22.75' },
    });
  });

  it('trims every cell and reads an empty type, sportsbook or odds as none', () => {
    expect(
      one({ bet_id: ' p7 ', sportsbook: '', type: ' ', odds: '', bet_info: ' Lakers -3.5 ' }),
    ).toMatchObject({
      sourceBetId: 'p7',
      bookmaker: null,
      betType: null,
      oddsMilli: null,
      eventDescription: 'Lakers -3.5',
    });
  });

  it('falls back to time_placed and time_settled when the ISO columns are empty', () => {
    expect(
      one({
        time_placed_iso: '',
        time_settled_iso: '',
        time_placed: '2025-01-05 18:00:00',
        time_settled: '2025-01-05 21:30',
      }),
    ).toMatchObject({
      placedAt: '2025-01-05T18:00:00.000Z',
      settledAt: '2025-01-05T21:30:00.000Z',
    });
    expect(one({ time_settled_iso: '' }).settledAt).toBeNull();
  });
});

describe('Pikkit CSV: statuses and money (net = profit; return = amount + profit, never below 0)', () => {
  it.each([
    // status, profit on 25 → status, return cents, net cents
    ['SETTLED_WIN', '22.75', 'WON', 4775, 2275], // 25 + 22.75
    ['SETTLED_LOSS', '-25', 'LOST', 0, -2500], // 25 − 25
    ['SETTLED_CASHOUT', '4.50', 'CASHED_OUT', 2950, 450], // 25 + 4.50
    ['SETTLED_CASHED_OUT', '-10', 'CASHED_OUT', 1500, -1000], // 25 − 10
    // a push, a refund or a void backs the stake whatever profit Pikkit prints: net 0
    ['SETTLED_PUSH', '22.75', 'VOID', 2500, 0],
    ['PUSHED', '-3', 'VOID', 2500, 0],
    ['REFUNDED', '1', 'VOID', 2500, 0],
    ['CANCELLED', '', 'VOID', 2500, 0], // no profit needed
    ['VOIDED', '', 'VOID', 2500, 0],
    // not settled: nothing came back yet and it counts 0, even with a profit printed
    ['PENDING', '22.75', 'PENDING', 0, 0],
    ['PENDING', '', 'PENDING', 0, 0],
  ])('%s with profit %j → %s, return %i, net %i', (status, profit, expected, ret, net) => {
    expect(one({ status, profit })).toMatchObject({
      status: expected,
      returnCents: ret,
      netReturnCents: net,
    });
  });
});

describe('Pikkit CSV: odds, decimal or American', () => {
  it.each([
    ['1.91', 1910],
    ['+150', 2500], // 1 + 150/100
    ['+ 150', 2500], // a space after the sign
    ['+100', 2000], // 1 + 100/100
    ['-200', 1500], // 1 + 100/200
    ['-110', 1909], // 1 + 100/110 = 1.90909… → 1.909
    ['-10000', 1010], // 1 + 100/10000 = 1.01, the lowest odds accepted
  ])('%s → %i thousandths', (odds, milli) => {
    expect(one({ odds }).oddsMilli).toBe(milli);
  });

  it.each([
    ['-20000', 'import.oddsBelowMinimum'], // 1 + 100/20000 = 1.005 < 1.01
    ['+99999999999999999', 'import.fieldDropped'], // past any safe integer
    ['US+150', 'import.fieldDropped'], // only a whole cell is American odds
    ['+150 US', 'import.fieldDropped'],
  ])('keeps the bet without odds %s, with a warning (%s)', (odds, code) => {
    const parsed = parseCsvImport(pikkitCsv({ ...straight, odds }));
    expect(parsed.bets[0]?.oddsMilli).toBeNull();
    expect(parsed.problems).toMatchObject([{ severity: 'warning', row: 2, field: 'odds', code }]);
  });
});

describe('Pikkit CSV: parlays', () => {
  it('a sport or league that does not line up with the legs is their common one, if any', () => {
    const bet = one({ bet_info: 'A|B|C', sports: 'Soccer', leagues: 'LaLiga|Serie A' });
    expect(bet.selections.map((s) => [s.sport, s.competition])).toEqual([
      ['Soccer', null],
      ['Soccer', null],
      ['Soccer', null],
    ]);
  });
});

describe('Pikkit CSV: rows that cannot be read', () => {
  it.each([
    [{ profit: 'lots' }, 'profit', 'import.notANumber'],
    [{ status: 'SETTLED_MAYBE' }, 'status', 'import.unknownStatus'],
  ])('%o is left out: %s, %s', (overrides, field, code) => {
    const parsed = parseCsvImport(pikkitCsv({ ...straight, ...overrides }));
    expect(parsed.bets).toEqual([]);
    expect(parsed.problems).toMatchObject([{ severity: 'unreadable', row: 2, field, code }]);
  });
});
