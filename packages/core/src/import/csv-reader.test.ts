import { describe, expect, it } from 'vitest';
import {
  cellAt,
  columnKey,
  columnName,
  csvField,
  detectCsvDelimiter,
  isBlankRow,
  readCsv,
  readCsvSheet,
  rowObject,
  writeCsv,
} from './csv-reader.ts';

const sheetOf = (text: string) => {
  const sheet = readCsvSheet(text);
  if (!sheet) throw new Error('no sheet');
  return sheet;
};

describe('detectCsvDelimiter: the most frequent of ; , and tab in the first line', () => {
  it.each([
    ['a;b\tc', ';'], // ";" wins a tie with tab
    ['a,b;c', ','], // "," wins a tie with ";"
    ['a,b\tc', ','], // … and with tab
    ['a;b\tc\td', '\t'], // 2 tabs > 1 ";"
    ['a\tb\tc;d,e', '\t'],
    ['a;b;c,d,e,f', ','],
    ['a,b\nc;d;e', ','], // only the first line counts
    ['a,b\rc;d;e', ','],
    ['"x\n;";a;b', ';'], // a line end inside quotes does not end the line
    ['"a,b,c";d', ';'], // nor do delimiters inside quotes count
  ])('%j → %j', (text, delimiter) => {
    expect(detectCsvDelimiter(text)).toBe(delimiter);
  });
});

describe('readCsv', () => {
  it('splits on the delimiter it is given', () => {
    expect(readCsv('a;b,c', ',').map((r) => r.cells)).toEqual([['a;b', 'c']]);
    expect(readCsv('a;b,c', ';').map((r) => r.cells)).toEqual([['a', 'b,c']]);
  });

  it.each([
    ['h\r\n"a\r\nb"\r\nc', [1, 2, 4]], // CRLF inside quotes is one line end
    ['h\r"a\rb"\rc', [1, 2, 4]], // so is a lone CR
    ['h\n"a\n\nb"\nc', [1, 2, 5]],
    ['h\n\nc', [1, 2, 3]], // a blank line is a row
  ])('numbers the rows of %j', (text, rowNumbers) => {
    expect(readCsv(text).map((r) => r.rowNumber)).toEqual(rowNumbers);
  });

  it('keeps a last row without a line end, and adds none after a final line end', () => {
    expect(readCsv('a\nb').map((r) => r.cells)).toEqual([['a'], ['b']]);
    expect(readCsv('a\nb\n').map((r) => r.cells)).toEqual([['a'], ['b']]);
    expect(readCsv('a\n""').map((r) => r.cells)).toEqual([['a'], ['']]); // a quoted empty field
    expect(readCsv('a\n,').map((r) => r.cells)).toEqual([['a'], ['', '']]);
    expect(readCsv('')).toEqual([]);
  });

  it('reads doubled quotes inside a quoted field as one quote', () => {
    expect(readCsv('"a""b""",c').map((r) => r.cells)).toEqual([['a"b"', 'c']]);
  });

  it('names the row where a quote that never closes opened', () => {
    expect(() => readCsv('a\nb\n"c\nd')).toThrow(
      expect.objectContaining({
        message: 'row 3: a quoted field never closes (a missing " ?)',
        where: 'row 3',
      }),
    );
  });
});

describe('isBlankRow', () => {
  it.each([
    [[''], true],
    [[' ', '\t'], true],
    [['', 'x'], false],
  ])('%j → %s', (cells, blank) => {
    expect(isBlankRow({ rowNumber: 1, cells, text: cells.join(',') })).toBe(blank);
  });
});

describe('csvField and writeCsv', () => {
  it.each([
    ['plain', ',', 'plain'],
    ['a,b', ',', '"a,b"'],
    ['a;b', ',', 'a;b'], // not the delimiter
    ['a;b', ';', '"a;b"'],
    ['say "hi"', ',', '"say ""hi"""'],
    ['a\nb', ',', '"a\nb"'],
    ['a\rb', ',', '"a\rb"'],
    [' a', ',', '" a"'], // edge spaces would be lost by a trimming reader
    ['a ', ',', '"a "'],
    ['', ',', ''],
  ] as const)('%j with %j → %j', (value, delimiter, field) => {
    expect(csvField(value, delimiter)).toBe(field);
  });

  it('writes rows with the delimiter and CRLF', () => {
    expect(writeCsv([['a', 'b;c'], ['d']], ';')).toBe('a;"b;c"\r\nd\r\n');
    expect(writeCsv([['a', 'b;c']])).toBe('a,b;c\r\n');
  });
});

describe('readCsvSheet', () => {
  it('the first non-blank row is the header; blank rows are left out', () => {
    const sheet = sheetOf('\n , \nBet ID,Stake,Bet_ID\n1,10,x\n\n2,20,y\n');
    expect(sheet.columns).toEqual(['Bet ID', 'Stake', 'Bet_ID']);
    expect(sheet.headerRow).toBe(3);
    expect(sheet.rows.map((r) => [r.rowNumber, r.cells])).toEqual([
      [4, ['1', '10', 'x']],
      [6, ['2', '20', 'y']],
    ]);
    expect([...sheet.index]).toEqual([
      ['betid', 0], // the first of two columns with the same key
      ['stake', 1],
    ]);
  });

  it('a header cell without letters or digits has no key', () => {
    expect([...sheetOf('#,a\n1,2').index]).toEqual([['a', 1]]);
  });

  it('an empty or blank text has no sheet', () => {
    expect(readCsvSheet('')).toBeNull();
    expect(readCsvSheet('\n , \n')).toBeNull();
  });

  it.each([
    ['Bet_ID', 'betid'],
    ['Time Placed (ISO)', 'timeplacediso'],
    ['ÉVÉNEMENT 2', 'vnement2'], // letters outside a–z are dropped
  ])('columnKey(%j) = %j', (name, key) => {
    expect(columnKey(name)).toBe(key);
  });
});

describe('cells by column', () => {
  // Read inside each test: a throw while the file is collected would fail no test at all.
  const table = () => {
    const sheet = sheetOf(' Bet ID ,Stake,,Stake\n1,10\n2,20,x,40');
    const [first, second] = sheet.rows;
    if (!first || !second) throw new Error('rows missing');
    return { sheet, first, second };
  };

  it('cellAt: the cell under a key, "" for an unknown column or a short row', () => {
    const { sheet, first, second } = table();
    expect(cellAt(sheet, second, 'stake')).toBe('20');
    expect(cellAt(sheet, second, 'odds')).toBe('');
    expect(cellAt(sheet, first, 'stake')).toBe('10');
    expect(cellAt(sheet, first, 'betid')).toBe('1');
    const short = { rowNumber: 9, cells: ['1'], text: '1' };
    expect(cellAt(sheet, short, 'stake')).toBe(''); // the row ends before the column
  });

  it('columnName: the header as written, trimmed, or the key itself', () => {
    const { sheet } = table();
    expect(columnName(sheet, 'betid')).toBe('Bet ID');
    expect(columnName(sheet, 'odds')).toBe('odds');
  });

  it('rowObject: every header with its cell; a blank header is named by its position', () => {
    const { sheet, first, second } = table();
    expect(rowObject(sheet, second)).toEqual({ 'Bet ID': '2', Stake: '20', 'column 3': 'x' });
    expect(rowObject(sheet, first)).toEqual({ 'Bet ID': '1', Stake: '10', 'column 3': '' });
    const proto = sheetOf('__proto__,a\nx,1');
    const [row] = proto.rows;
    if (!row) throw new Error('no row');
    expect(Object.keys(rowObject(proto, row))).toEqual(['__proto__', 'a']);
  });
});
