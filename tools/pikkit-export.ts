/**
 * A reading of Pikkit's CSV export of our own, for expected figures: the server's real-world
 * suite and the e2e journey must not get them from the importer they check. Columns as the export names them (bet_id, status,
 * amount, profit, odds); statuses PLACED (open) and SETTLED_* (see the real-world fixtures'
 * README).
 */

/** RFC 4180: "," separated, fields in double quotes may hold commas, quotes ("") and newlines. */
export function readCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  const [header = [], ...records] = rows.filter((r) => r.some((cell) => cell !== ''));
  return records.map((r) => Object.fromEntries(header.map((name, i) => [name, r[i] ?? ''])));
}

/**
 * Decimal text ("21.696", "-17.00", "7.136080000000001") → cents, half away from zero, by its
 * digits alone (the third decimal decides), so no float rounding creeps in.
 */
export function textToCents(text: string): number {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole = '', fraction = ''] = match;
  const digits = `${fraction}000`;
  const cents = Number(whole || '0') * 100 + Number(digits.slice(0, 2));
  const rounded = cents + (Number(digits[2]) >= 5 ? 1 : 0);
  return sign === '-' ? -rounded : rounded;
}

export const isOpen = (row: Record<string, string>) => row['status'] === 'PLACED';

/** Settled statuses as the history names them. */
const SETTLED: Readonly<Record<string, string>> = {
  SETTLED_WIN: 'WON',
  SETTLED_LOSS: 'LOST',
  SETTLED_VOID: 'VOID',
  SETTLED_PUSH: 'VOID',
  SETTLED_CASH_OUT: 'CASHED_OUT',
};

export const statusOf = (row: Record<string, string>) =>
  isOpen(row) ? 'PENDING' : (SETTLED[row['status'] ?? ''] ?? '?');

/** The figures a history of these rows shows: open bets and their stake, settled net. */
export function pikkitFigures(rows: ReadonlyArray<Record<string, string>>) {
  const open = rows.filter(isOpen);
  const settled = rows.filter((row) => !isOpen(row));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    bets: rows.length,
    open: open.length,
    openStakeCents: sum(open.map((row) => textToCents(row['amount'] ?? ''))),
    settledNetCents: sum(settled.map((row) => textToCents(row['profit'] || '0'))),
  };
}
