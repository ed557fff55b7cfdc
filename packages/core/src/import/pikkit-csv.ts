import {
  type BetRecord,
  type BetStatus,
  noBetExtras,
  type SelectionRecord,
} from '../bets/bet-record.ts';
import { statusKey, toBetStatus } from '../bets/bet-status.ts';
import { cellAt, columnName, type CsvRow, type CsvSheet, rowObject } from './csv-reader.ts';
import { describeValue, parseMoneyCents, parseRatio, parseStakeCents } from './numbers.ts';
import { americanOddsMilli } from './odds-formats.ts';
import { parseInstant } from './instants.ts';
import { pikkitLegPlaces } from './pikkit-sports.ts';
import { type ReadRecords, readRecords, type RecordReader } from './record-reader.ts';

/**
 * Pikkit CSV export (docs/formats.md §4): bet_id, sportsbook, type, status, odds, closing_line,
 * ev, amount, profit (currency units), time_placed(_iso), time_settled(_iso), bet_info, tags,
 * sports, leagues. A machine export: numbers use "." with any number of decimals ("21.696").
 * Net = profit; what came back = amount + profit, never below 0. A parlay's legs in bet_info
 * are separated by "|" (so are tags, sports and leagues); each leg becomes a selection.
 */

export const PIKKIT_REQUIRED_COLUMNS = ['betid', 'status', 'odds', 'amount', 'profit'];

/**
 * Pikkit's statuses. PLACED is a bet that has not settled yet (empty settle time, profit 0),
 * not an each-way place; a push is a void. Older or other words go through the common list.
 */
const PIKKIT_STATUSES: Readonly<Record<string, BetStatus>> = {
  SETTLED_WIN: 'WON',
  SETTLED_LOSS: 'LOST',
  SETTLED_VOID: 'VOID',
  SETTLED_PUSH: 'VOID',
  SETTLED_CASH_OUT: 'CASHED_OUT',
  PLACED: 'PENDING',
};

function pikkitStatus(text: string): BetStatus | null {
  const key = statusKey(text);
  const known = PIKKIT_STATUSES[key];
  if (known) return known;
  const word = key.startsWith('SETTLED_') ? key.slice('SETTLED_'.length) : key;
  if (word === 'CASHOUT' || word === 'CASHED_OUT') return 'CASHED_OUT';
  const status = toBetStatus(word);
  return status === 'PLACED' ? 'PENDING' : status;
}

/** Odds as Pikkit may write them: decimal (1.91) or American with a sign (+150, −110). */
function pikkitOddsMilli(text: string, field: string): number {
  return americanOddsMilli(text, field);
}

/** Pikkit's list cells: "NBA | NHL" → ["NBA", "NHL"]. */
const splitList = (text: string) =>
  text
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);

export function mapPikkitSheet(sheet: CsvSheet): ReadRecords<BetRecord> {
  const cell = (row: CsvRow, key: string) => cellAt(sheet, row, key).trim();
  const field = (key: string) => columnName(sheet, key);
  const firstCell = (row: CsvRow, keys: readonly string[]) => {
    const key = keys.find((k) => cell(row, k) !== '');
    return key === undefined ? null : { key, value: cell(row, key) };
  };
  const optionalOdds = (row: CsvRow, key: string, reader: RecordReader) => {
    const text = cell(row, key);
    return text === '' ? null : reader.optional(() => pikkitOddsMilli(text, field(key)));
  };

  return readRecords(
    sheet.rows,
    (row) => ({ row: row.rowNumber, source: () => row.text }),
    (row, reader): BetRecord => {
      const sourceBetId = cell(row, 'betid');
      if (sourceBetId === '') reader.refuse('import.idMissing', field('betid'));
      const statusText = cell(row, 'status');
      const status = pikkitStatus(statusText);
      if (status === null) {
        return reader.refuse('import.unknownStatus', field('status'), {
          value: describeValue(statusText),
        });
      }
      const stakeCents = parseStakeCents(cell(row, 'amount'), field('amount'), 'a stake', '.');
      const placed = firstCell(row, ['timeplacediso', 'timeplaced']);
      if (!placed) return reader.refuse('import.valueMissing', field('timeplacediso'));
      const placedAt = parseInstant(placed.value, field(placed.key));

      const profitText = cell(row, 'profit');
      let netReturnCents = 0;
      if (status === 'VOID') {
        // A push or a void returns the stake: a profit written beside it is the exporter's slip.
        const profit =
          profitText === ''
            ? 0
            : reader.optional(() => parseMoneyCents(profitText, field('profit'), '.'));
        if (profit !== null && profit !== 0) {
          reader.warn('import.profitOfVoidBet', field('profit'), { status, profit: profit / 100 });
        }
      } else if (status !== 'PENDING') {
        if (profitText === '') reader.refuse('import.profitMissing', field('profit'), { status });
        netReturnCents = parseMoneyCents(profitText, field('profit'), '.');
      }
      const returnCents = status === 'PENDING' ? 0 : Math.max(0, stakeCents + netReturnCents);

      const settled = firstCell(row, ['timesettlediso', 'timesettled']);
      const settledAt =
        settled === null || status === 'PENDING'
          ? null
          : reader.optional(() => parseInstant(settled.value, field(settled.key)));

      const oddsMilli = optionalOdds(row, 'odds', reader);
      const evText = cell(row, 'ev');
      const legs = splitList(cell(row, 'betinfo'));
      const places = pikkitLegPlaces(
        legs,
        splitList(cell(row, 'sports')),
        splitList(cell(row, 'leagues')),
      );
      const selections: SelectionRecord[] = legs.map((name, i) => ({
        name,
        oddsMilli: legs.length === 1 ? oddsMilli : null,
        eventName: null,
        marketName: null,
        sport: places.legs[i]?.sport ?? null,
        competition: places.legs[i]?.competition ?? null,
        result: legs.length === 1 ? status : null,
      }));

      return {
        source: 'pikkit',
        sourceBetId,
        aliases: [],
        placedAt,
        settledAt,
        sport: places.sport,
        competition: places.competition,
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
        ...noBetExtras(),
        closingOddsMilli: optionalOdds(row, 'closingline', reader),
        // Pikkit's ev is a ratio already (0.0305 beside odds 2.27 and a close of 2.20).
        expectedValueRatio:
          evText === '' ? null : reader.optional(() => parseRatio(evText, field('ev'), '.')),
        tags: splitList(cell(row, 'tags')),
        selections,
        raw: rowObject(sheet, row),
      };
    },
  );
}
