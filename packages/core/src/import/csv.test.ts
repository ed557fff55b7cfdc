import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../bets/bet-record.ts';
import { parseCsvImport } from './csv.ts';
import { detectCsvDelimiter, readCsv, writeCsv } from './csv-reader.ts';

const refusal = (text: string): ImportFormatError => {
  try {
    parseCsvImport(text);
  } catch (err) {
    if (err instanceof ImportFormatError) return err;
    throw err;
  }
  throw new Error('accepted');
};
const cells = (text: string) => readCsv(text).map((row) => row.cells);
/** What parsing found wrong, as [severity, code, row, field] (the English message apart). */
const problemsOf = (text: string) =>
  parseCsvImport(text).problems.map((p) => [p.severity, p.code, p.row, p.field]);

describe('the CSV reader (RFC 4180)', () => {
  it.each<[string, string[][]]>([
    ['a,b,c', [['a', 'b', 'c']]],
    [
      'a;b;c\r\n1;2;3\r\n',
      [
        ['a', 'b', 'c'],
        ['1', '2', '3'],
      ],
    ],
    [
      '\uFEFFa,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ], // BOM dropped
    ['"a, b","say ""hi""",c', [['a, b', 'say "hi"', 'c']]],
    [
      '"two\r\nlines",x\r\ny,z',
      [
        ['two\r\nlines', 'x'],
        ['y', 'z'],
      ],
    ],
    [
      'a,,c\n,,',
      [
        ['a', '', 'c'],
        ['', '', ''],
      ],
    ],
    ['"",x', [['', 'x']]],
    ['a\n\nb', [['a'], [''], ['b']]], // a blank line is a row
    ['a\rb', [['a'], ['b']]], // old Mac line ends
    ['5" tall,"x"y', [['5" tall', 'xy']]], // tolerant: stray quotes kept
    ['a\tb', [['a', 'b']]],
  ])('%j', (text, expected) => {
    expect(cells(text)).toEqual(expected);
  });

  it('numbers rows as a spreadsheet would, quoted line breaks included', () => {
    expect(readCsv('h\n"a\nb"\nc').map((r) => r.rowNumber)).toEqual([1, 2, 4]);
  });

  it('refuses a quote that never closes, with its row', () => {
    expect(() => readCsv('a,b\n1,"2\n3')).toThrow(/row 2: a quoted field never closes/);
  });

  it.each([
    ['a;b;c', ';'],
    ['a,b,c', ','],
    ['a\tb', '\t'],
    ['"x;y",b,c', ','], // inside quotes does not count
    ['a', ','],
  ])('delimiter of %j is %j', (text, delimiter) => {
    expect(detectCsvDelimiter(text)).toBe(delimiter);
  });

  it('writes what it reads', () => {
    const rows = [['plain', 'with, comma', 'with "quote"', 'two\nlines', ' padded ', '']];
    expect(cells(writeCsv(rows))).toEqual(rows);
    expect(writeCsv([['a', 'b c']])).toBe('a,b c\r\n');
  });
});

const PIKKIT_HEADER =
  'bet_id,sportsbook,type,status,odds,closing_line,ev,amount,profit,time_placed,time_settled,time_placed_iso,time_settled_iso,bet_info,tags,sports,leagues';

describe('Pikkit CSV', () => {
  const pikkit = [
    PIKKIT_HEADER,
    // won 25 at 1.91: profit 22.75
    'p1,DraftKings,straight,SETTLED_WIN,1.91,1.88,0.01,25,22.75,,,2025-01-05T18:00:00Z,2025-01-05T21:00:00Z,Lakers -3.5,,Basketball,NBA',
    // lost parlay of two legs, American odds +264 → 3.64
    'p2,FanDuel,parlay,SETTLED_LOSS,+264,,,10,-10,,,2025-01-06T18:00:00Z,2025-01-06T23:00:00Z,Lakers ML | Celtics -2,,Basketball|Basketball,NBA|NBA',
    // pushed: back the stake, net 0 even though Pikkit printed a profit of 10
    'p3,FanDuel,straight,PUSHED,-110,,,11,10,,,2025-01-07T18:00:00Z,,Over 210.5,,Basketball,NBA',
    // pending: no profit yet, counts 0
    'p4,BetMGM,straight,PENDING,2.5,,,5,,,,2025-01-08 18:00:00,,Arsenal ML,,Soccer,Premier League',
  ].join('\n');

  it('maps statuses, odds (decimal and American), money and legs', () => {
    const parsed = parseCsvImport(pikkit);
    expect(parsed.format).toBe('pikkit-csv');
    expect(
      parsed.bets.map((b) => [
        b.sourceBetId,
        b.status,
        b.oddsMilli,
        b.stakeCents,
        b.returnCents,
        b.netReturnCents,
      ]),
    ).toEqual([
      ['p1', 'WON', 1910, 2500, 4775, 2275], // 25 + 22.75
      ['p2', 'LOST', 3640, 1000, 0, -1000], // +264 → 1 + 264/100
      ['p3', 'VOID', 1909, 1100, 1100, 0], // −110 → 1 + 100/110 = 1.90909 → 1.909
      ['p4', 'PENDING', 2500, 500, 0, 0],
    ]);
    expect(parsed.bets[1]).toMatchObject({
      bookmaker: 'FanDuel',
      betType: 'parlay',
      sport: 'Basketball',
      competition: 'NBA',
      placedAt: '2025-01-06T18:00:00.000Z',
      settledAt: '2025-01-06T23:00:00.000Z',
    });
    expect(parsed.bets[1]?.selections.map((s) => s.name)).toEqual(['Lakers ML', 'Celtics -2']);
    expect(parsed.bets[3]?.placedAt).toBe('2025-01-08T18:00:00.000Z'); // no zone → UTC
  });

  it.each([
    // A row that cannot be read as a bet is left out, with its row, field and reason.
    [
      'p9,X,straight,SETTLED_MAYBE,2,,,5,1,,,2025-01-05T18:00:00Z,,a,,,',
      ['unreadable', 'import.unknownStatus', 2, 'status'],
      'Row 2: the status "SETTLED_MAYBE" is not one this importer knows',
    ],
    [
      'p9,X,straight,SETTLED_WIN,2,,,-5,1,,,2025-01-05T18:00:00Z,,a,,,',
      ['unreadable', 'import.amountNegative', 2, 'amount'],
      'Row 2: amount must not be negative (it is "-5")',
    ],
    [
      'p9,X,straight,SETTLED_WIN,2,,,5,,,,2025-01-05T18:00:00Z,,a,,,',
      ['unreadable', 'import.profitMissing', 2, 'profit'],
      'Row 2: profit is missing, and a WON bet needs it',
    ],
    [
      'p9,X,straight,SETTLED_WIN,2,,,5,1,,,,,a,,,',
      ['unreadable', 'import.valueMissing', 2, 'time_placed_iso'],
      'Row 2: time_placed_iso is missing',
    ],
    [
      ',X,straight,SETTLED_WIN,2,,,5,1,,,2025-01-05T18:00:00Z,,a,,,',
      ['unreadable', 'import.idMissing', 2, 'bet_id'],
      'Row 2: the bet has no id (bet_id), so it cannot be imported',
    ],
  ])('leaves out a row it cannot read: %s', (row, problem, message) => {
    const good = pikkit.split('\n')[1];
    const parsed = parseCsvImport(`${PIKKIT_HEADER}\n${row}\n${good}`);
    expect(parsed.bets.map((b) => b.sourceBetId)).toEqual(['p1']);
    expect(parsed.problems.map((p) => [p.severity, p.code, p.row, p.field])).toEqual([problem]);
    expect(parsed.problems[0]?.message).toBe(message);
    expect(parsed.problems[0]?.source).toBe(row);
  });

  it('keeps a bet whose odds are below 1.01, without odds, with a warning', () => {
    const parsed = parseCsvImport(
      `${PIKKIT_HEADER}\np9,X,straight,SETTLED_WIN,0.84,,,10,8.40,,,2025-01-05T18:00:00Z,,a,,,`,
    );
    expect(parsed.bets[0]).toMatchObject({
      oddsMilli: null,
      stakeCents: 1000,
      netReturnCents: 840,
    });
    expect(parsed.problems).toMatchObject([
      {
        severity: 'warning',
        code: 'import.oddsBelowMinimum',
        row: 2,
        field: 'odds',
        params: { row: 2, odds: 0.84, min: 1.01, field: 'odds' },
        message: 'Row 2: the odds 0.84 are below 1.01; the bet was kept without odds',
      },
    ]);
  });
});

const BA_HEADER =
  '"Date";"Type";"Sport";"Label";"Odds";"Stake";"State";"Bookmaker";"Tipster";"Category";"Competition";"BetType";"Closing";"EstimatedProbability";"Commission";"Bonus";"Live";"Freebet";"Cashout";"Eachway";"Comment"';

describe('Bet-Analytix CSV', () => {
  const row = (
    date: string,
    type: string,
    label: string,
    odds: string,
    stake: string,
    state: string,
    cashout = '0',
  ) =>
    `"${date}";"${type}";"Football";"${label}";"${odds}";"${stake}";"${state}";"Betfair";"";"";"LaLiga";"Match result";"";"";"0";"0";"0";"0";"${cashout}";"0";""`;

  it.each([
    // state, odds, stake → status, return, net
    ['W', '2,5', '10', 'WON', 2500, 1500], // 10 × 2.5
    ['L', '2,5', '10', 'LOST', 0, -1000],
    ['V', '2,5', '10', 'VOID', 1000, 0],
    ['R', '2,5', '10', 'VOID', 1000, 0],
    ['P', '2,5', '10', 'PENDING', 0, 0],
    ['HW', '1,9', '10', 'HALF_WON', 1450, 450], // 5 × 1.9 + 5 = 14.50
    ['HL', '1,9', '10', 'HALF_LOST', 500, -500], // half the stake back
    ['Won', '2', '1.000,00', 'WON', 200_000, 100_000], // full words, thousands in the stake
  ])('state %s at %s for %s → %s, return %i, net %i', (state, odds, stake, status, ret, net) => {
    const [bet] = parseCsvImport(
      `${BA_HEADER}\n${row('2025-02-03 18:30', 'Simple', 'A - B : A', odds, stake, state)}`,
    ).bets;
    expect(bet).toMatchObject({ status, returnCents: ret, netReturnCents: net });
  });

  it('keeps Tipster and the Closing odds (decimal comma like the odds), and Bookmaker', () => {
    const line = `"2025-02-03 18:30";"Simple";"Tennis";"Alcaraz - Sinner : Alcaraz";"1,95";"10";"W";"Bet365";"Ana";"";"ATP Madrid";"Match winner";"1,87";"";"0";"0";"0";"0";"0";"0";""`;
    const [bet] = parseCsvImport(`${BA_HEADER}\n${line}`).bets;
    // 1,87 → 1.87 → 1870 thousandths.
    expect(bet).toMatchObject({ bookmaker: 'Bet365', tipster: 'Ana', closingOddsMilli: 1870 });
    const [plain] = parseCsvImport(
      `${BA_HEADER}\n${row('2025-02-03 18:30', 'Simple', 'A - B : A', '2', '10', 'W')}`,
    ).bets;
    expect(plain).toMatchObject({ tipster: null, closingOddsMilli: null });
  });

  it('a cashed-out bet returns its Cashout amount', () => {
    const [bet] = parseCsvImport(
      `${BA_HEADER}\n${row('2025-02-03 18:30', 'Simple', 'A - B : A', '3', '10', 'C', '12,40')}`,
    ).bets;
    expect(bet).toMatchObject({ status: 'CASHED_OUT', returnCents: 1240, netReturnCents: 240 });
  });

  it('ids are stable across imports and distinct for repeated rows', () => {
    const bet = row('2025-02-03 18:30', 'Simple', 'A - B : A', '2', '10', 'W');
    const first = parseCsvImport(`${BA_HEADER}\n${bet}\n${bet}`).bets.map((b) => b.sourceBetId);
    const again = parseCsvImport(`${BA_HEADER}\r\n${bet}\r\n${bet}\r\n`).bets.map(
      (b) => b.sourceBetId,
    );
    expect(first).toEqual(again);
    expect(new Set(first).size).toBe(2);
    expect(first[1]).toBe(`${first[0]}-2`);
  });

  it.each([
    [row('', '', 'A - B : A', '2', '', 'W'), ['unreadable', 'import.selectionBeforeBet', 2, null]],
    [
      row('2025-02-31 18:30', 'Simple', 'A', '2', '10', 'W'),
      ['unreadable', 'import.notADate', 2, 'Date'],
    ],
    [
      row('2025-02-03 18:30', 'Simple', 'A', '2', '-10', 'W'),
      ['unreadable', 'import.amountNegative', 2, 'Stake'],
    ],
    // A WON bet's return needs its odds: below 1.01 they make the bet unreadable…
    [
      row('2025-02-03 18:30', 'Simple', 'A', '1,00', '10', 'W'),
      ['unreadable', 'import.oddsTooLow', 2, 'Odds'],
    ],
    // …and a LOST bet's does not: it is kept without them.
    [
      row('2025-02-03 18:30', 'Simple', 'A', '1,00', '10', 'L'),
      ['warning', 'import.oddsBelowMinimum', 2, 'Odds'],
    ],
    [
      row('2025-02-03 18:30', 'Simple', 'A', '', '10', 'W'),
      ['unreadable', 'import.oddsNeeded', 2, 'Odds'],
    ],
    [
      row('2025-02-03 18:30', 'Simple', 'A', '2', '10', 'X'),
      ['unreadable', 'import.unknownStatus', 2, 'State'],
    ],
    [
      row('2025-02-03 18:30', 'Simple', 'A', '2', '10', 'C', ''),
      ['unreadable', 'import.profitMissing', 2, 'Cashout'],
    ],
  ])('a bad row is a problem of that row (%#)', (line, problem) => {
    expect(problemsOf(`${BA_HEADER}\n${line}`)).toEqual([problem]);
  });

  it('an unreadable bet takes its selection rows with it, and the next bet is read', () => {
    const text = [
      BA_HEADER,
      row('2025-02-03 18:30', 'Combined', '', '4', '10', 'X'),
      row('', '', 'A - B : A', '2', '', 'W'),
      row('', '', 'C - D : C', '2', '', 'W'),
      row('2025-02-04 18:30', 'Simple', 'E - F : E', '2', '10', 'L'),
    ].join('\n');
    const parsed = parseCsvImport(text);
    expect(parsed.bets).toHaveLength(1);
    expect(parsed.bets[0]?.placedAt).toBe('2025-02-04T18:30:00.000Z');
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]?.source.split('\n')).toHaveLength(3);
  });
});

describe('format detection', () => {
  it('an empty text', () => {
    const err = refusal(' \n\n');
    expect(err.message).toBe(
      'The text is empty: nothing to import. Tried: StakeLab CSV export, Bet-Analytix CSV export, Pikkit CSV export, Betfair Exchange Betting P&L by bet, Betfair Exchange settled bets.',
    );
    expect(err.code).toBe('import.empty');
    expect(err.where).toBe('row 1');
    expect(err.tried).toEqual([
      'stakelab-csv',
      'bet-analytix-csv',
      'pikkit-csv',
      'betfair-site-pnl-csv',
      'betfair-site-settled-csv',
    ]);
  });

  it('lists every column the closest format lacks', () => {
    // Bet-Analytix lacks 2 of its 6 columns, Pikkit 4 of 5 (has odds), StakeLab all 6
    expect(refusal('Date;Type;Label;Odds\n2025-01-01;Simple;x;2').message).toMatch(
      /the closest, Bet-Analytix CSV export, lacks the columns Stake, State\.$/,
    );
  });

  it('quotes the first six header cells, trimmed and cut to 30 characters, at the header row', () => {
    const header =
      ' Apuesta ,Cuota,Importe,Resultado,Deporte,Una columna con un nombre muy largo de verdad,Octava';
    const err = refusal(`\n\n${header}\n1,2,3,4,5,6,7`);
    expect(err.message).toMatch(
      /the first line \("Apuesta", "Cuota", "Importe", "Resultado", "Deporte", "Una columna con un nombre muy "\) has none of their columns\.$/,
    );
    expect(err.where).toBe('row 3');
  });

  it('names the formats tried and the closest one', () => {
    const err = refusal('Date;Type;Label;Odds;Stake\n2025-01-01;Simple;x;2;10');
    expect(err.tried).toEqual([
      'stakelab-csv',
      'bet-analytix-csv',
      'pikkit-csv',
      'betfair-site-pnl-csv',
      'betfair-site-settled-csv',
    ]);
    expect(err.message).toMatch(
      /tried StakeLab CSV export, Bet-Analytix CSV export, Pikkit CSV export/,
    );
    expect(err.message).toMatch(/the closest, Bet-Analytix CSV export, lacks the columns State/);
    expect([err.code, err.params]).toEqual([
      'import.csvColumnsMissing',
      { format: 'Bet-Analytix CSV export', formatId: 'bet-analytix-csv', columns: 'State' },
    ]);
  });

  it('says when the header has none of their columns', () => {
    const err = refusal('hello world');
    expect(err.message).toMatch(/the first line \("hello world"\) has none of their columns/);
    expect(err.code).toBe('import.unknownFormat');
  });
});

describe('the formats’ columns as their headers write them', () => {
  it('names the columns Pikkit lacks as Pikkit writes them (bet_id, not betid)', () => {
    // Pikkit's odds, amount and status (3 of its 5 columns): it is the closest.
    try {
      parseCsvImport('status,odds,amount,date\nSETTLED_WIN,2.0,10,2026-01-01');
      expect.unreachable();
    } catch (err) {
      const refusal = err as ImportFormatError;
      expect([refusal.code, refusal.params]).toEqual([
        'import.csvColumnsMissing',
        { format: 'Pikkit CSV export', formatId: 'pikkit-csv', columns: 'bet_id, profit' },
      ]);
    }
  });
});
