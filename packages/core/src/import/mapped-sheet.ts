import { type BetRecord, type BetStatus, noBetExtras } from '../bets/bet-record.ts';
import { toBetStatus } from '../bets/bet-status.ts';
import { backBetNetCents, settledReturnCents } from '../bets/settlement.ts';
import { type CsvRow, type CsvSheet, rowObject } from './csv-reader.ts';
import { stableHash } from './hash.ts';
import { parseInstant } from './instants.ts';
import { currencyOfHeader, currencyOfText } from '../money/currency.ts';
import {
  type DecimalMark,
  describeValue,
  guessDecimalMark,
  parseMoneyCents,
  parseStakeCents,
} from './numbers.ts';
import { guessOddsFormat, oddsMilliIn } from './odds-formats.ts';
import { type ReadRecords, readRecords, type RecordReader } from './record-reader.ts';
import type { SheetMapping, SheetRole } from './sheet-mapping.ts';

/**
 * A spreadsheet read with the user's mapping (sheet-mapping.ts): one row per bet. Money:
 * - the net return is the profit column where there is one, else the return column less the
 *   stake, else worked out from the result, stake and odds (settlement.ts);
 * - without a result column the result is told by the net's sign (> 0 won, < 0 lost, 0 void);
 * - a free bet (the free-bet column holds one of `freeBetValues`) risks nothing of the user's:
 *   lost, it costs 0; won, it pays the profit only (stake × (odds − 1)), not the stake.
 * A row without a bet id is named by a hash of its content (date, stake, odds, result,
 * description, bookmaker), so importing the same sheet again adds nothing.
 */

const DEFAULT_FREE_BET_VALUES = ['yes', 'y', 'true', '1', 'x', 'si', 'sí', 'fb', 'free', 'freebet'];

/** The column index of each mapped role; a header named in the mapping but absent refuses. */
export function mappedColumns(
  sheet: CsvSheet,
  mapping: SheetMapping,
): { at: Map<SheetRole, number>; missing: string[] } {
  const byHeader = new Map<string, number>();
  sheet.columns.forEach((name, i) => {
    const key = name.trim();
    if (!byHeader.has(key)) byHeader.set(key, i);
  });
  const at = new Map<SheetRole, number>();
  const missing: string[] = [];
  for (const [role, name] of Object.entries(mapping.columns) as [SheetRole, string | undefined][]) {
    if (name === undefined) continue;
    const i = byHeader.get(name.trim());
    if (i === undefined) missing.push(name);
    else at.set(role, i);
  }
  return { at, missing };
}

export function mapMappedSheet(sheet: CsvSheet, mapping: SheetMapping): ReadRecords<BetRecord> {
  const { at } = mappedColumns(sheet, mapping);
  const cell = (row: CsvRow, role: SheetRole) => {
    const i = at.get(role);
    return i === undefined ? '' : (row.cells[i] ?? '').trim();
  };
  const name = (role: SheetRole) => mapping.columns[role] ?? role;
  const column = (role: SheetRole) => sheet.rows.map((row) => cell(row, role));
  const marks = new Map<SheetRole, DecimalMark | null>();
  for (const role of ['stake', 'odds', 'netReturn', 'return'] as const) {
    marks.set(role, guessDecimalMark(column(role)));
  }
  const oddsFormat = mapping.oddsFormat ?? guessOddsFormat(column('odds'));
  const statusValues = new Map(
    Object.entries(mapping.statusValues ?? {}).map(([word, status]) => [
      word.trim().toLowerCase(),
      status as BetStatus,
    ]),
  );
  const freeWords = new Set(
    (mapping.freeBetValues ?? DEFAULT_FREE_BET_VALUES).map((w) => w.trim().toLowerCase()),
  );
  // A sheet that writes its currency in the stake's header ("Stake (€)") is all in it.
  const headerCurrency = currencyOfHeader(name('stake'));
  const currencyOf = (row: CsvRow, reader: RecordReader): string | null => {
    const text = cell(row, 'currency');
    if (text === '') return headerCurrency;
    const code = currencyOfText(text);
    if (code === null) {
      return reader.refuse('import.unknownCurrency', name('currency'), {
        value: describeValue(text),
      });
    }
    return code;
  };
  const money = (row: CsvRow, role: 'netReturn' | 'return') => {
    const text = cell(row, role);
    return text === '' ? null : parseMoneyCents(text, name(role), marks.get(role) ?? null);
  };

  const statusOf = (row: CsvRow, reader: RecordReader): BetStatus | null => {
    const text = cell(row, 'status');
    if (text === '') return null;
    const status = statusValues.get(text.toLowerCase()) ?? toBetStatus(text);
    if (status === null || status === 'PLACED') {
      return reader.refuse('import.unknownStatus', name('status'), { value: describeValue(text) });
    }
    return status;
  };

  // Two rows alike (two equal bets placed in the same minute) are two bets: the second's
  // fingerprint counts it, and a re-import of the same sheet counts the same way.
  const seen = new Map<string, number>();
  const fingerprint = (row: CsvRow) => {
    const content = (['placedDate', 'stake', 'odds', 'status', 'netReturn', 'return'] as const)
      .map((role) => cell(row, role))
      .concat(cell(row, 'description'), cell(row, 'bookmaker'), cell(row, 'freeBet'));
    const hash = `sheet-${stableHash(JSON.stringify(content))}`;
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    return n === 1 ? hash : `${hash}-${n}`;
  };

  return readRecords(
    sheet.rows,
    (row) => ({ row: row.rowNumber, source: () => row.text }),
    (row, reader): BetRecord => {
      const placedText = cell(row, 'placedDate');
      const placedAt = parseInstant(placedText, name('placedDate'));
      const stakeCents = parseStakeCents(
        cell(row, 'stake'),
        name('stake'),
        'a stake',
        marks.get('stake') ?? null,
      );
      const oddsText = cell(row, 'odds');
      const oddsMilli =
        oddsText === ''
          ? null
          : reader.optional(() =>
              oddsMilliIn(oddsText, oddsFormat, name('odds'), marks.get('odds') ?? null),
            );
      const freeBet = freeWords.has(cell(row, 'freeBet').toLowerCase());
      const statedNet = money(row, 'netReturn');
      const statedReturn = money(row, 'return');
      let status = statusOf(row, reader);
      let netReturnCents: number;
      if (statedNet !== null) netReturnCents = statedNet;
      else if (statedReturn !== null) netReturnCents = statedReturn - (freeBet ? 0 : stakeCents);
      else {
        if (status === null) return reader.refuse('import.resultMissing', null);
        const back = settledReturnCents(status, stakeCents, oddsMilli);
        if (back === null) return reader.refuse('import.oddsNeeded', name('odds'), { status });
        netReturnCents = backBetNetCents(status, stakeCents, back);
      }
      status ??= netReturnCents > 0 ? 'WON' : netReturnCents < 0 ? 'LOST' : 'VOID';
      let returnCents = status === 'PENDING' ? 0 : Math.max(0, stakeCents + netReturnCents);
      if (freeBet) {
        // Nothing of the user's was at risk: a loss costs 0, a win is its profit alone.
        netReturnCents = status === 'PENDING' ? 0 : Math.max(0, netReturnCents);
        returnCents = netReturnCents;
      }
      if (status === 'PENDING') netReturnCents = 0;
      const settledText = cell(row, 'settledDate');
      const settledAt =
        settledText === '' || status === 'PENDING'
          ? null
          : reader.optional(() => parseInstant(settledText, name('settledDate')));
      const description = cell(row, 'description') || null;
      const bookmaker = cell(row, 'bookmaker') || null;
      const sourceBetId = cell(row, 'betId') || fingerprint(row);
      return {
        source: 'spreadsheet',
        sourceBetId,
        aliases: [],
        placedAt,
        settledAt,
        sport: cell(row, 'sport') || null,
        competition: cell(row, 'competition') || null,
        eventDescription: description,
        oddsMilli,
        stakeCents,
        returnCents,
        netReturnCents,
        status,
        betType: 'SGL',
        bookmaker,
        side: null,
        liabilityCents: null,
        ...noBetExtras(),
        freeBet,
        currency: currencyOf(row, reader),
        selections: [],
        raw: rowObject(sheet, row),
      };
    },
  );
}
