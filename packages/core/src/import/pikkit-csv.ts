import {
  type BetRecord,
  type BetStatus,
  ImportFormatError,
  type SelectionRecord,
} from '../bets/bet-record.ts';
import { statusKey, toBetStatus } from '../bets/bet-status.ts';
import { cellAt, columnName, type CsvRow, type CsvSheet, rowObject } from './csv-reader.ts';
import { commonValue } from './fields.ts';
import {
  describeValue,
  divideRounded,
  MIN_ODDS_MILLI,
  parseInstant,
  parseMoneyCents,
  parseOddsMilli,
  parseStakeCents,
} from './numbers.ts';

/**
 * Pikkit CSV export (docs/formats.md §4): bet_id, sportsbook, type, status, odds, amount and
 * profit (currency units), time_placed(_iso), time_settled(_iso), bet_info, sports, leagues.
 * Net = profit; what came back = amount + profit, never below 0. A parlay's legs in bet_info,
 * sports and leagues are separated by "|"; each leg becomes a selection.
 */

export const PIKKIT_REQUIRED_COLUMNS = ['betid', 'status', 'odds', 'amount', 'profit'];

/** Pikkit statuses: SETTLED_WIN, SETTLED_LOSS, PENDING, CANCELLED, VOIDED, PUSHED, REFUNDED, … */
function pikkitStatus(text: string): BetStatus | null {
  return toBetStatus(statusKey(text).replace(/^SETTLED_/, ''));
}

/**
 * Odds as Pikkit may write them: decimal (1.91) or American with a sign (+150 → 2.5,
 * −110 → 1 + 100/110 = 1.909), in thousandths.
 */
function pikkitOddsMilli(text: string, where: string): number {
  const american = /^([+-])\s*(\d{3,})$/.exec(text); // cells come trimmed
  if (!american) return parseOddsMilli(text, where);
  // Stryker disable next-line StringLiteral: a default for TypeScript only; group 2 always matches
  const [, sign, digits = '0'] = american;
  const value = BigInt(digits);
  const milli =
    sign === '+'
      ? 1000n + value * 10n // +150 → 1 + 150/100
      : 1000n + divideRounded(100_000n, value); // −110 → 1 + 100/110
  if (milli > BigInt(Number.MAX_SAFE_INTEGER) || milli < BigInt(MIN_ODDS_MILLI)) {
    throw new ImportFormatError(`${where}: odds ${describeValue(text)} do not read`, where);
  }
  return Number(milli);
}

const splitLegs = (text: string) =>
  text
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);

export function mapPikkitSheet(sheet: CsvSheet): BetRecord[] {
  const cell = (row: CsvRow, key: string) => cellAt(sheet, row, key).trim();
  const where = (row: CsvRow, key: string) => `row ${row.rowNumber}, ${columnName(sheet, key)}`;
  const fail: (row: CsvRow, key: string, reason: string) => never = (row, key, reason) => {
    throw new ImportFormatError(`${where(row, key)}: ${reason}`, where(row, key), ['pikkit-csv']);
  };
  const firstCell = (row: CsvRow, keys: readonly string[]) => {
    const key = keys.find((k) => cell(row, k) !== '');
    return key === undefined ? null : { key, value: cell(row, key) };
  };

  return sheet.rows.map((row) => {
    const sourceBetId = cell(row, 'betid');
    if (sourceBetId === '') fail(row, 'betid', 'missing');
    const statusText = cell(row, 'status');
    const status = pikkitStatus(statusText);
    if (status === null) fail(row, 'status', `unknown status ${describeValue(statusText)}`);
    const stakeCents = parseStakeCents(cell(row, 'amount'), where(row, 'amount'));
    const oddsText = cell(row, 'odds');
    const oddsMilli = oddsText === '' ? null : pikkitOddsMilli(oddsText, where(row, 'odds'));

    let netReturnCents = 0;
    if (cell(row, 'profit') !== '') {
      netReturnCents = parseMoneyCents(cell(row, 'profit'), where(row, 'profit'));
    } else if (status !== 'PENDING' && status !== 'VOID') {
      fail(row, 'profit', `missing (needed for a ${status} bet)`);
    }
    if (status === 'PENDING' || status === 'VOID') netReturnCents = 0;
    const returnCents = status === 'PENDING' ? 0 : Math.max(0, stakeCents + netReturnCents);

    const placed = firstCell(row, ['timeplacediso', 'timeplaced']);
    if (!placed) fail(row, 'timeplacediso', 'missing');
    const settled = firstCell(row, ['timesettlediso', 'timesettled']);

    const sports = splitLegs(cell(row, 'sports'));
    const leagues = splitLegs(cell(row, 'leagues'));
    const legs = splitLegs(cell(row, 'betinfo'));
    const selections: SelectionRecord[] = legs.map((name, i) => ({
      name,
      oddsMilli: legs.length === 1 ? oddsMilli : null,
      eventName: null,
      marketName: null,
      sport: (sports.length === legs.length ? sports[i] : commonValue(sports)) ?? null,
      competition: (leagues.length === legs.length ? leagues[i] : commonValue(leagues)) ?? null,
      result: legs.length === 1 ? status : null,
    }));

    return {
      source: 'pikkit',
      sourceBetId,
      aliases: [],
      placedAt: parseInstant(placed.value, where(row, placed.key)),
      settledAt: settled ? parseInstant(settled.value, where(row, settled.key)) : null,
      sport: commonValue(sports),
      competition: commonValue(leagues),
      eventDescription: legs.length === 1 ? (legs[0] ?? null) : null,
      oddsMilli,
      stakeCents,
      returnCents,
      netReturnCents,
      status,
      betType: cell(row, 'type') || null,
      bookmaker: cell(row, 'sportsbook') || null,
      side: null,
      liabilityCents: null,
      selections,
      raw: rowObject(sheet, row),
    };
  });
}
