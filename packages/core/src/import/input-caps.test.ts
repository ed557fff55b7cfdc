import { describe, expect, it } from 'vitest';
import { ImportFormatError } from '../bets/bet-record.ts';
import { parseBetfairJson } from './betfair-json.ts';
import { parseCsvImport } from './csv.ts';
import {
  CSV_MAX_CELL_CHARS,
  CSV_MAX_COLUMNS,
  CSV_MAX_ROWS,
  readCsv,
  readCsvSheet,
} from './csv-reader.ts';
import { MAX_JSON_DEPTH } from './json-depth.ts';

/** The refusal `run` throws, for its code and parameters. */
function refusalOf(run: () => unknown): ImportFormatError {
  try {
    run();
  } catch (err) {
    if (err instanceof ImportFormatError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('the CSV reader on hostile input (linear, capped)', () => {
  it('the caps are the documented ones', () => {
    expect([CSV_MAX_ROWS, CSV_MAX_CELL_CHARS, CSV_MAX_COLUMNS]).toEqual([200_000, 10_000, 1_000]);
  });

  it('reads past 3 million blank lines (3 MB) to the one data row after them', () => {
    const text = `Bet ID,Stake\n${'\n'.repeat(3_000_000)}A1,10\n${'\r\n'.repeat(1_000_000)}`;
    const sheet = readCsvSheet(text);
    // Header on line 1, 3,000,000 blank lines (2 … 3,000,001), the bet on line 3,000,002.
    expect(sheet?.headerRow).toBe(1);
    expect(sheet?.rows.map((r) => [r.rowNumber, r.cells])).toEqual([[3_000_002, ['A1', '10']]]);
  });

  it('a text of only blank lines (5 MB) is empty, not a history', () => {
    expect(readCsvSheet('\n'.repeat(5_000_000))).toBeNull();
    expect(refusalOf(() => parseCsvImport('\r\n'.repeat(2_500_000))).code).toBe('import.empty');
  });

  it(`takes ${CSV_MAX_ROWS} data rows and refuses one more, naming the limit`, () => {
    const rows = (count: number) => `Bet ID\n${'x\n'.repeat(count)}`;
    expect(readCsvSheet(rows(CSV_MAX_ROWS))?.rows).toHaveLength(200_000);
    const refusal = refusalOf(() => readCsvSheet(rows(CSV_MAX_ROWS + 1)));
    // Header on line 1, data on lines 2 … 200,001: line 200,002 is one too many.
    expect(refusal.code).toBe('import.tooManyRows');
    expect(refusal.params).toEqual({ row: 200_002, max: 200_000 });
    expect(refusal.message).toBe(
      'Row 200002: the text has more than 200000 rows; import it in parts (by date range)',
    );
  });

  it('blank lines between rows do not count against the row cap', () => {
    const text = `Bet ID\n${'x\n\n\n'.repeat(CSV_MAX_ROWS)}`;
    expect(readCsvSheet(text)?.rows).toHaveLength(200_000);
  });

  it.each([
    ['plain', (cell: string) => cell],
    ['quoted', (cell: string) => `"${cell}"`],
  ])('a %s cell of 10,000 characters is read, one of 10,001 refused', (_kind, write) => {
    expect(readCsv(`a,${write('y'.repeat(10_000))}`)[0]?.cells[1]).toHaveLength(10_000);
    const refusal = refusalOf(() => readCsv(`h\nok\na,${write('y'.repeat(10_001))},b`));
    expect(refusal.code).toBe('import.cellTooLong');
    expect(refusal.params).toEqual({ row: 3, max: 10_000 });
  });

  it('counts an escaped quote as one character of its cell', () => {
    // 5,000 escaped quotes ("") are 5,000 characters: read; one more character is too many.
    expect(readCsv(`"${'""'.repeat(5_000)}${'z'.repeat(5_000)}"`)[0]?.cells[0]).toHaveLength(
      10_000,
    );
    expect(refusalOf(() => readCsv(`"${'""'.repeat(5_000)}${'z'.repeat(5_001)}"`)).code).toBe(
      'import.cellTooLong',
    );
  });

  it('a 24 MB cell is refused as too long', () => {
    const refusal = refusalOf(() => parseCsvImport(`Bet ID\n"${'q'.repeat(24_000_000)}"`));
    expect(refusal.code).toBe('import.cellTooLong');
    expect(refusal.params).toEqual({ row: 2, max: 10_000 });
  });

  it('a row of 1,000 cells is read, one of 1,001 refused', () => {
    expect(readCsv(','.repeat(999))[0]?.cells).toHaveLength(1_000);
    const refusal = refusalOf(() => readCsv(`h\n${','.repeat(1_000)}`));
    expect(refusal.code).toBe('import.tooManyColumns');
    expect(refusal.params).toEqual({ row: 2, max: 1_000 });
  });
});

describe('JSON nesting depth', () => {
  it('24 MB of nesting is refused before it is parsed', () => {
    const refusal = refusalOf(() => parseBetfairJson(`{"bets":${'['.repeat(24_000_000)}`));
    expect(refusal.code).toBe('import.tooDeep');
    // { (level 1) is at column 1, the brackets from column 9: level 101 is the 100th, column 108.
    expect(refusal.params).toEqual({ max: MAX_JSON_DEPTH, line: 1, column: 108 });
    expect(MAX_JSON_DEPTH).toBe(100);
  });
});
