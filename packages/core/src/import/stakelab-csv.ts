import { z } from 'zod';
import {
  BET_SOURCES,
  type BetRecord,
  type BetSource,
  type SelectionRecord,
  noBetExtras,
} from '../bets/bet-record.ts';
import { toBetStatus } from '../bets/bet-status.ts';
import { distinctTags } from '../bets/bet-tags.ts';
import { MAX_BANKROLL_NAME_LENGTH, type Bankroll } from '../contract/bankrolls.ts';
import type { BetView } from '../contract/history.ts';
import {
  cellAt,
  columnName,
  type CsvRow,
  type CsvSheet,
  rowObject,
  writeCsv,
} from './csv-reader.ts';
import { parseJsonText } from './json-text.ts';
import { type ReadRecords, readRecords } from './record-reader.ts';
import { describeValue, parseMoneyCents, parseOddsMilli, parseStakeCents } from './numbers.ts';
import { eurosToCents, formatCents } from '../money/cents.ts';
import { parseInstant } from './instants.ts';
import { currencyOfText, DEFAULT_CURRENCY } from '../money/currency.ts';
import {
  readableSelections,
  readSelectionCells,
  selectionsJson,
} from './stakelab-csv-selections.ts';

/**
 * StakeLab's own CSV export, and its reader, so a history moves between accounts intact.
 *
 * Format: RFC 4180, "," separated, "." decimal mark, CRLF line ends, UTF-8 without BOM, a
 * header row, then one row per bet with the BetView fields (all but the internal Id):
 *
 *   BetId, Source, PlacedDate, SettledDate, Sport, Competition, EventDescription, Odds, Status,
 *   Stake, ActualReturn, NetReturn, BetType, Bookmaker, Side, Liability, Selections,
 *   Tipster, Tags, ClosingOdds, Bankroll, StakeUnits, NetUnits, SelectionsJson, FreeBet,
 *   Currency
 *
 * - Money in the bet's currency with exactly 2 decimals ("-12.50", no currency sign, no thousands separator,
 *   so a spreadsheet reads a number), odds as decimal numbers ("2.5"), dates as ISO UTC
 *   instants; an empty cell is null.
 * - Selections: readable legs, "Napoli @ 1.45 (WON); Over 2.5"; SelectionsJson, last so the
 *   columns before it keep their places: the same legs exactly, as the JSON array older exports
 *   wrote in Selections (stakelab-csv-selections.ts). The reader takes either form.
 * - FreeBet: "true" for a free bet (its stake was not the user's money), else "false"; read
 *   back as true for true, 1 or yes (any case) and false otherwise, an empty cell or no such
 *   column (older exports) included. After SelectionsJson so older columns keep their places.
 * - Currency: the ISO 4217 code of the bet's amounts ("EUR", "BRL"), after the columns older
 *   exports had; the reader takes a code or an unmistakable sign ("R$"), and an empty cell or a
 *   file without the column leaves it to the import's choice or the owner's default.
 * - Tags: a JSON array of texts in one cell (a tag may hold a comma); empty when none.
 * - Bankroll: the bankroll's name (the caller names them; empty when it does not). StakeUnits
 *   and NetUnits: stake and net ÷ the user's unit size, rounded to 2 decimals (half away from
 *   zero); empty when no unit size is set. The three are for reading in a spreadsheet: the
 *   reader leaves them (a bankroll is the account's own, a unit follows from the money).
 * - A text cell that begins with = + - @ tab CR or ' gets a leading ' so a spreadsheet does not
 *   run it as a formula (CSV injection); the reader drops that one '. Numbers are never escaped.
 * - Reading back: BetId becomes the bet's source id and Source its source (so re-importing the
 *   original Betfair file later still finds the bet); "Unknown" or empty sport and competition
 *   read as null (the server shows null as "Unknown"). Aliases and raw records are not exported.
 */

export const STAKELAB_CSV_COLUMNS = [
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
] as const;

export const STAKELAB_REQUIRED_COLUMNS = [
  'betid',
  'placeddate',
  'status',
  'stake',
  'netreturn',
  'selections',
];

/** What the sport and competition columns hold when the server had none. */
const UNKNOWN = 'Unknown';

const FORMULA_START = /^[=+\-@\t\r']/;

/** Text cell out: a leading ' defuses spreadsheet formulas (see the format above). */
function textCell(value: string | null): string {
  if (value === null) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Text cell in: the inverse of textCell; empty is null. */
function readText(cell: string): string | null {
  if (cell === '') return null;
  return cell.startsWith("'") ? cell.slice(1) : cell;
}

function eurosCell(euros: number | null, where: string): string {
  return euros === null ? '' : formatCents(eurosToCents(euros, where));
}

function oddsCell(odds: number | null): string {
  return odds === null || !Number.isFinite(odds) ? '' : String(odds);
}

/** What the export writes beyond the bets themselves. */
export interface StakeLabCsvOptions {
  /** The name of a bet's bankroll (BankrollId null: the default one); absent: an empty column. */
  bankrollName?: (bankrollId: number | null) => string | null;
  /** The user's unit size in cents (> 0) for StakeUnits and NetUnits; absent or null: empty. */
  unitCents?: number | null;
}

/**
 * The Bankroll column's names from the user's bankrolls: a bet's own bankroll, else the default
 * one (BankrollId null, or the id of a bankroll no longer there, as bankrollSummaries reads it,
 * docs/decisions/016); null when the list has no such bankroll.
 */
export function bankrollNamer(
  bankrolls: readonly Pick<Bankroll, 'id' | 'name' | 'isDefault'>[],
): (bankrollId: number | null) => string | null {
  const names = new Map(bankrolls.map((bankroll) => [bankroll.id, bankroll.name]));
  const defaultName = bankrolls.find((bankroll) => bankroll.isDefault)?.name ?? null;
  return (bankrollId) => (bankrollId === null ? undefined : names.get(bankrollId)) ?? defaultName;
}

/** cents ÷ unit as a number of units with 2 decimals: 1,250 c at a 1,000 c unit → "1.25". */
function unitsCell(cents: number, unitCents: number | null | undefined): string {
  if (!unitCents || unitCents <= 0) return '';
  // Hundredths of a unit, rounded half away from zero on exact integers: 1,255 c ÷ 1,000 c
  // = 125.5 hundredths → 126 → "1.26".
  const hundredths = Math.sign(cents) * Math.round(Math.abs(cents * 100) / unitCents);
  return formatCents(hundredths);
}

/** The history as StakeLab CSV text (format above). */
export function toStakeLabCsv(bets: readonly BetView[], options: StakeLabCsvOptions = {}): string {
  const rows: string[][] = [[...STAKELAB_CSV_COLUMNS]];
  bets.forEach((bet, i) => {
    const at = (field: string) => `bets[${i}].${field}`;
    const stakeCents = eurosToCents(bet.Stake, at('Stake'));
    const netCents = eurosToCents(bet.NetReturn, at('NetReturn'));
    const tags = bet.Tags ?? [];
    rows.push([
      textCell(bet.BetId),
      textCell(bet.Source),
      bet.PlacedDate,
      bet.SettledDate ?? '',
      textCell(bet.Sport),
      textCell(bet.Competition),
      textCell(bet.EventDescription),
      oddsCell(bet.Odds),
      textCell(bet.Status),
      eurosCell(bet.Stake, at('Stake')),
      eurosCell(bet.ActualReturn, at('ActualReturn')),
      eurosCell(bet.NetReturn, at('NetReturn')),
      textCell(bet.BetType),
      textCell(bet.Bookmaker),
      bet.Side ?? '',
      eurosCell(bet.Liability, at('Liability')),
      textCell(readableSelections(bet.Selections)),
      textCell(bet.Tipster ?? null),
      tags.length === 0 ? '' : JSON.stringify(tags),
      oddsCell(bet.ClosingOdds ?? null),
      textCell(options.bankrollName?.(bet.BankrollId ?? null) ?? null),
      unitsCell(stakeCents, options.unitCents),
      unitsCell(netCents, options.unitCents),
      selectionsJson(bet.Selections),
      bet.FreeBet === true ? 'true' : 'false',
      bet.Currency ?? DEFAULT_CURRENCY,
    ]);
  });
  return writeCsv(rows);
}

const knownOrNull = (value: string | null | undefined) =>
  value === null || value === undefined || value === '' || value === UNKNOWN ? null : value;

function isBetSource(value: string): value is BetSource {
  return (BET_SOURCES as readonly string[]).includes(value);
}

/** A cell's JSON, or null (which no schema here accepts) when it is not JSON. */
function jsonOrNull(text: string, field: string): unknown {
  try {
    return parseJsonText(text, field);
  } catch {
    return null;
  }
}

/** The FreeBet cell back (see the format above): anything but a yes is not a free bet. */
const readFreeBet = (cell: string) => ['true', '1', 'yes'].includes(cell.trim().toLowerCase());

const exportedTagsSchema = z.array(z.string());

/** The Tags cell back as tags; a cell that is not a JSON list of texts reads as no tags. */
function readTags(cell: string): string[] {
  const trimmed = cell.trim();
  if (trimmed === '') return [];
  const parsed = exportedTagsSchema.safeParse(jsonOrNull(trimmed, 'Tags'));
  return parsed.success ? distinctTags(parsed.data) : [];
}

/** Reads StakeLab CSV rows back into bets (see the format above); "." is the decimal mark. */
export function mapStakeLabSheet(sheet: CsvSheet): ReadRecords<BetRecord> {
  const raw = (row: CsvRow, key: string) => cellAt(sheet, row, key);
  const field = (key: string) => columnName(sheet, key);
  const text = (row: CsvRow, key: string) => readText(raw(row, key));
  const money = (row: CsvRow, key: string) => parseMoneyCents(raw(row, key), field(key), '.');
  const optionalMoney = (row: CsvRow, key: string) =>
    raw(row, key).trim() === '' ? null : money(row, key);

  return readRecords(
    sheet.rows,
    (row) => ({ row: row.rowNumber, source: () => row.text }),
    (row, reader): BetRecord => {
      const sourceBetId = text(row, 'betid');
      if (sourceBetId === null) return reader.refuse('import.idMissing', field('betid'));
      const statusText = raw(row, 'status').trim();
      const status = toBetStatus(readText(statusText) ?? '');
      if (status === null) {
        return reader.refuse('import.unknownStatus', field('status'), {
          value: describeValue(statusText),
        });
      }
      const source = text(row, 'source');
      const sideText = raw(row, 'side').trim().toUpperCase();
      if (sideText !== '' && sideText !== 'BACK' && sideText !== 'LAY') {
        reader.refuse('import.unknownSide', field('side'), { value: describeValue(sideText) });
      }
      const oddsText = raw(row, 'odds').trim();
      const settledText = raw(row, 'settleddate').trim();
      const stakeCents = parseStakeCents(raw(row, 'stake'), field('stake'), 'a stake', '.');
      const netReturnCents = money(row, 'netreturn');

      const cells = readSelectionCells(
        raw(row, 'selectionsjson'),
        readText(raw(row, 'selections').trim()) ?? '',
        { json: field('selectionsjson'), readable: field('selections') },
      );
      if (cells.kind === 'unreadable') {
        return reader.refuse('import.selectionsUnreadable', cells.field);
      }
      const legOdds = (i: number, odds: number | string) =>
        reader.optional(() => parseOddsMilli(odds, `${field('selections')}[${i}].Odds`, '.'));
      const selections: SelectionRecord[] =
        cells.kind === 'json'
          ? cells.legs.map((s, i) => ({
              name: s.SelectionName,
              oddsMilli: s.Odds === null || s.Odds === undefined ? null : legOdds(i, s.Odds),
              eventName: s.EventName ?? null,
              marketName: s.MarketName ?? null,
              sport: knownOrNull(s.Sport),
              competition: knownOrNull(s.Competition),
              result: s.Result ?? null,
            }))
          : cells.legs.map((leg, i) => ({
              name: leg.name,
              oddsMilli: leg.odds === null ? null : legOdds(i, leg.odds),
              eventName: null,
              marketName: null,
              sport: null,
              competition: null,
              result: leg.result,
            }));
      const closingText = raw(row, 'closingodds').trim();
      const currencyText = raw(row, 'currency').trim();
      const currency = currencyText === '' ? null : currencyOfText(currencyText);
      if (currencyText !== '' && currency === null) {
        reader.refuse('import.unknownCurrency', field('currency'), {
          value: describeValue(currencyText),
        });
      }

      return {
        source: source !== null && isBetSource(source) ? source : 'stakelab-csv',
        sourceBetId,
        aliases: [],
        placedAt: parseInstant(raw(row, 'placeddate'), field('placeddate')),
        settledAt:
          settledText === ''
            ? null
            : reader.optional(() => parseInstant(settledText, field('settleddate'))),
        sport: knownOrNull(text(row, 'sport')),
        competition: knownOrNull(text(row, 'competition')),
        eventDescription: text(row, 'eventdescription'),
        oddsMilli:
          oddsText === ''
            ? null
            : reader.optional(() => parseOddsMilli(oddsText, field('odds'), '.')),
        stakeCents,
        returnCents: optionalMoney(row, 'actualreturn') ?? Math.max(0, stakeCents + netReturnCents),
        netReturnCents,
        status,
        betType: text(row, 'bettype'),
        bookmaker: text(row, 'bookmaker'),
        side: sideText === 'BACK' || sideText === 'LAY' ? sideText : null,
        liabilityCents: optionalMoney(row, 'liability'),
        ...noBetExtras(),
        tipster: text(row, 'tipster'),
        freeBet: readFreeBet(raw(row, 'freebet')),
        tags: readTags(raw(row, 'tags')),
        closingOddsMilli:
          closingText === ''
            ? null
            : reader.optional(() => parseOddsMilli(closingText, field('closingodds'), '.')),
        currency,
        selections,
        raw: rowObject(sheet, row),
      };
    },
  );
}

/**
 * The Bankroll cell of a bet read from StakeLab CSV, from the row the record keeps as `raw`
 * (the column stays out of BetRecord: a bet's bankroll is the user's placement, not the
 * source's data, so a re-import never compares or overwrites it). Trimmed and cut to a
 * bankroll name's length; null when the row has none or the record is not a CSV row.
 */
export function stakeLabBankrollOf(record: Pick<BetRecord, 'raw'>): string | null {
  const row = record.raw;
  if (row === null || typeof row !== 'object') return null;
  for (const [key, value] of Object.entries(row as Record<string, unknown>)) {
    if (key.trim().toLowerCase() !== 'bankroll' || typeof value !== 'string') continue;
    const name = (readText(value.trim()) ?? '').trim().slice(0, MAX_BANKROLL_NAME_LENGTH);
    return name === '' ? null : name;
  }
  return null;
}
