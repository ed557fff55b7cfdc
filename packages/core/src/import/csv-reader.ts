import { ImportFormatError } from '../bets/bet-record.ts';

/**
 * A small RFC 4180 CSV reader and writer: quoted fields ("a, b"), escaped quotes (""), ";" ","
 * or tab as the delimiter, CRLF, LF or CR line ends, a UTF-8 byte-order mark. Quoted fields may
 * span lines. Tolerant where a spreadsheet would be: text after a closing quote is kept.
 */

export type CsvDelimiter = ',' | ';' | '\t';

/** One record of a CSV text: its cells and its row number (1 = the first line). */
export interface CsvRow {
  rowNumber: number;
  cells: string[];
  /** The record's text as it came, without its line end (what a list of set-aside rows shows). */
  text: string;
}

/** The delimiter of a CSV text: the most frequent of ; , and tab in its first line, outside quotes. */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && (c === ',' || c === ';' || c === '\t')) counts[c]++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[','] && counts['\t'] > counts[';']) return '\t';
  return ',';
}

/** Cells longer than this refuse the text (no field of a bet history comes near it). */
export const CSV_MAX_CELL_CHARS = 10_000;
/** Cells per row above this refuse the text. */
export const CSV_MAX_COLUMNS = 1_000;
/** Non-blank rows above this refuse the text (the header not counted). */
export const CSV_MAX_ROWS = 200_000;

const refuse = (
  code: 'import.cellTooLong' | 'import.tooManyColumns' | 'import.tooManyRows',
  row: number,
  max: number,
) => ImportFormatError.of(code, { row, max }, `row ${row}`);

/**
 * The records of a CSV text, one at a time, in one pass: linear in time, and in memory only
 * the record being read. Empty lines are skipped unless `keepEmptyLines` (so a text of millions
 * of newlines makes no objects). Refuses a cell over CSV_MAX_CELL_CHARS or a row over
 * CSV_MAX_COLUMNS cells, as it reads them.
 */
function* csvRecords(
  text: string,
  delimiter: CsvDelimiter,
  keepEmptyLines: boolean,
): Generator<CsvRow> {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let cells: string[] = [];
  let field = '';
  let quotedField = false; // the field began with a quoted section ("" is a field, not nothing)
  let rowNumber = 1;
  let rowStart = 1;
  let textStart = 0;
  let i = 0;
  const n = source.length;
  const endField = () => {
    if (cells.length >= CSV_MAX_COLUMNS)
      throw refuse('import.tooManyColumns', rowStart, CSV_MAX_COLUMNS);
    cells.push(field);
    field = '';
    quotedField = false;
  };
  const checkLength = () => {
    if (field.length > CSV_MAX_CELL_CHARS)
      throw refuse('import.cellTooLong', rowStart, CSV_MAX_CELL_CHARS);
  };
  while (i < n) {
    const c = source[i];
    if (c === '"' && field === '' && !quotedField) {
      // A quoted field: up to the next quote that is not doubled.
      const openedOn = rowNumber;
      quotedField = true;
      i++;
      for (;;) {
        const q = source.indexOf('"', i);
        if (q === -1) {
          throw new ImportFormatError(
            `row ${openedOn}: a quoted field never closes (a missing " ?)`,
            `row ${openedOn}`,
            [],
            'import.unclosedQuote',
            { row: openedOn },
          );
        }
        // Checked before the text is copied, so a huge field is refused, not built.
        if (field.length + (q - i) > CSV_MAX_CELL_CHARS)
          throw refuse('import.cellTooLong', rowStart, CSV_MAX_CELL_CHARS);
        for (let k = i; k < q; k++) {
          const ch = source.charCodeAt(k);
          if (ch === 10 || (ch === 13 && source.charCodeAt(k + 1) !== 10)) rowNumber++;
        }
        field += source.slice(i, q);
        if (source[q + 1] === '"') {
          field += '"';
          i = q + 2;
          continue;
        }
        i = q + 1;
        break;
      }
      continue;
    }
    if (c === delimiter) {
      endField();
      i++;
      continue;
    }
    if (c === '\r' || c === '\n') {
      const empty = cells.length === 0 && field === '' && !quotedField;
      if (!empty || keepEmptyLines) {
        endField();
        yield { rowNumber: rowStart, cells, text: source.slice(textStart, i) };
        cells = [];
      }
      i += c === '\r' && source[i + 1] === '\n' ? 2 : 1;
      rowNumber++;
      rowStart = rowNumber;
      textStart = i;
      continue;
    }
    // Plain text up to the next delimiter or line end (a quote inside it is kept as is).
    let j = i + 1;
    while (j < n) {
      const d = source[j];
      if (d === delimiter || d === '\r' || d === '\n') break;
      j++;
    }
    field += source.slice(i, j);
    checkLength();
    i = j;
  }
  if (field !== '' || quotedField || cells.length > 0) {
    endField();
    yield { rowNumber: rowStart, cells, text: source.slice(textStart) };
  }
}

/** Reads every record of a CSV text, blank lines included (as a single empty cell). */
export function readCsv(
  text: string,
  delimiter: CsvDelimiter = detectCsvDelimiter(text),
): CsvRow[] {
  return [...csvRecords(text, delimiter, true)];
}

/** True for a row with no content (a blank line, or only empty cells). */
export function isBlankRow(row: CsvRow): boolean {
  return row.cells.every((cell) => cell.trim() === '');
}

/** One CSV field, quoted when it holds the delimiter, a quote, a line end or edge spaces. */
export function csvField(value: string, delimiter: CsvDelimiter = ','): string {
  if (
    value.includes(delimiter) ||
    value.includes('"') ||
    value.includes('\n') ||
    value.includes('\r') ||
    value !== value.trim()
  ) {
    return `"${value.replaceAll('"', '""')}"`;
  }
  return value;
}

/** Rows as CSV text: CRLF after every row, as RFC 4180 writes it. */
export function writeCsv(
  rows: readonly (readonly string[])[],
  delimiter: CsvDelimiter = ',',
): string {
  return rows
    .map((row) => row.map((v) => csvField(v, delimiter)).join(delimiter) + '\r\n')
    .join('');
}

/** A CSV text read as a table: its header and its non-blank data rows. */
export interface CsvSheet {
  /** Header cells as written. */
  columns: string[];
  /** Row number of the header line. */
  headerRow: number;
  rows: CsvRow[];
  /** Column index by key (see columnKey). */
  index: ReadonlyMap<string, number>;
}

/** A header's key: lower case, letters and digits only ("Bet_ID", "bet id" → "betid"). */
export function columnKey(name: string): string {
  // A scan, not a regex: a header cell may be 10,000 characters (import/regex-work.test.ts).
  let key = '';
  for (const char of name.toLowerCase()) {
    if ((char >= 'a' && char <= 'z') || (char >= '0' && char <= '9')) key += char;
  }
  return key;
}

/**
 * The sheet of a CSV text (the first non-blank row is the header), or null when it is empty.
 * Blank rows are dropped as they are read; more than CSV_MAX_ROWS data rows refuse the text.
 */
export function readCsvSheet(text: string): CsvSheet | null {
  let header: CsvRow | undefined;
  const rows: CsvRow[] = [];
  for (const row of csvRecords(text, detectCsvDelimiter(text), false)) {
    if (isBlankRow(row)) continue;
    if (header === undefined) header = row;
    else if (rows.length === CSV_MAX_ROWS)
      throw refuse('import.tooManyRows', row.rowNumber, CSV_MAX_ROWS);
    else rows.push(row);
  }
  if (header === undefined) return null;
  const index = new Map<string, number>();
  header.cells.forEach((cell, i) => {
    const key = columnKey(cell);
    if (key !== '' && !index.has(key)) index.set(key, i);
  });
  return { columns: header.cells, headerRow: header.rowNumber, rows, index };
}

/** The cell of `row` under the column with this key ('' when absent); not trimmed. */
export function cellAt(sheet: CsvSheet, row: CsvRow, key: string): string {
  const i = sheet.index.get(key);
  return i === undefined ? '' : (row.cells[i] ?? '');
}

/** The header as written for a key (for messages), or the key itself. */
export function columnName(sheet: CsvSheet, key: string): string {
  const i = sheet.index.get(key);
  return i === undefined ? key : (sheet.columns[i] ?? key).trim();
}

/** A row as {header: cell}, kept as the bet's raw record (the first of repeated headers wins). */
export function rowObject(sheet: CsvSheet, row: CsvRow): Record<string, string> {
  const entries = new Map<string, string>();
  sheet.columns.forEach((column, i) => {
    const name = column.trim() || `column ${i + 1}`;
    if (!entries.has(name)) entries.set(name, row.cells[i] ?? '');
  });
  // fromEntries defines own properties, so a "__proto__" header stays a plain key.
  return Object.fromEntries(entries);
}
