import {
  type BetRecord,
  ImportFormatError,
  type ImportOptions,
  type ImportProblem,
  type ParsedImport,
} from '../bets/bet-record.ts';
import { applyExchangeCommission } from './exchange-commission.ts';
import { asText, isAbsent, isJsonObject, type JsonObject } from './fields.ts';
import { parseJsonText } from './json-text.ts';
import { IMPORT_MAX_AMOUNT_CENTS } from './amount-bounds.ts';
import { type DecimalMark, describeValue, guessDecimalMark, parseStakeCents } from './numbers.ts';
import {
  importProblem,
  type ReadRecords,
  readRecords,
  type RecordReader,
} from './record-reader.ts';
import { type RecordKind, type Page, pagesOf, unknownShape } from './betfair-detection.ts';
import { type RecordContext } from './betfair-record-fields.ts';
import { mapSportsbookBet } from './betfair-sportsbook.ts';
import { mapExchangeWebBet } from './betfair-exchange-web.ts';
import { mapExchangeApiOrder, mapCurrentOrder } from './betfair-exchange-api.ts';

/**
 * Betfair histories pasted as JSON (docs/formats.md §1–3): the Sportsbook and Exchange
 * websites' "My Bets" answers and the Exchange API's listClearedOrders (and listCurrentOrders,
 * whose bets are open), REST or JSON-RPC (single or batch). The shape is detected by its keys.
 * Every bet is checked (stake ≥ 0, odds ≥ 1.01, readable dates): a bet that cannot be read is
 * a problem of its own (its position, field and reason) and the others are read; a whole text
 * that is not such an answer is refused (ImportFormatError).
 *
 * Numbers: JSON numbers are exact; numbers written as text use "." unless the answer's own
 * values of that key show "," (a Spanish website page), decided for the key over all records.
 */

export { BETFAIR_JSON_FORMATS } from './betfair-detection.ts';
export { isStartingPriceOrder } from './betfair-exchange-api.ts';

/** Parses pasted Betfair JSON text into bets; throws ImportFormatError when it cannot. */
export function parseBetfairJson(text: string, options: ImportOptions = {}): ParsedImport {
  return parseBetfairValue(parseJsonText(text), options);
}

/**
 * The same, for a value already parsed (the server's fetch of a page). Commission by rate
 * (`options.exchangeCommissionRatio`) is taken per market within this value; a caller that
 * puts several pages together parses them without it and calls applyExchangeCommission once.
 */
export function parseBetfairValue(value: unknown, options: ImportOptions = {}): ParsedImport {
  const pages = pagesOf(value);
  const [first] = pages;
  if (first === undefined) throw unknownShape(value);

  const rollUps: RollUp[] = [];
  // Lines of a groupBy MARKET answer that hold one bet: the bet, and its market's commission.
  const oneBetMarkets: RollUp[] = [];
  const problems: ImportProblem[] = [];
  const bets: BetRecord[] = [];
  const readers = new Map<BetRecord, RecordReader>();
  let offset = 0;
  for (const page of pages) {
    const betRecords: unknown[] = [];
    page.records.forEach((record, i) => {
      const level = isJsonObject(record) ? rollUpLevel(record) : null;
      if (level !== null && isJsonObject(record)) {
        rollUps.push({ record, level, row: offset + i + 1 });
        return;
      }
      betRecords.push(record);
      if (isJsonObject(record) && !isAbsent(record['commission'])) {
        oneBetMarkets.push({ record, level: 'MARKET', row: offset + i + 1 });
      }
    });
    const read = readPage(page, betRecords, offset);
    read.bets.forEach((bet, i) => {
      const reader = read.readers[i];
      if (reader) readers.set(bet, reader);
    });
    bets.push(...read.bets);
    problems.push(...read.problems);
    offset += page.records.length;
  }

  // Totals per market, event or sport instead of bets: nothing here is a bet to import.
  const [rollUp] = rollUps;
  if (rollUp !== undefined && bets.length === 0 && problems.length === 0) {
    throw ImportFormatError.of('import.betfairRollUp', { groupBy: rollUp.level }, 'clearedOrders', [
      'betfair-exchange-api-rest',
      'betfair-exchange-api-jsonrpc',
    ]);
  }

  problems.push(...linesOfSeveralBets(rollUps, bets));
  const charged = applyExchangeCommission(bets, {
    ratio: options.exchangeCommissionRatio ?? null,
    byMarket: marketCommissions([...rollUps, ...oneBetMarkets]),
    locate: (bet) => {
      const reader = readers.get(bet);
      return { row: reader?.row ?? 0, source: reader?.source ?? '' };
    },
    unassigned: (market, commissionCents, row, source) =>
      importProblem(
        'warning',
        row,
        'commission',
        'import.commissionUnassigned',
        { market, commission: commissionCents / 100 },
        source,
      ),
  });
  return {
    format: first.format,
    bets: charged.bets,
    problems: [...problems, ...charged.problems].sort((a, b) => a.row - b.row),
    morePages: pages.some((page) => page.more),
  };
}

/**
 * listClearedOrders grouped by anything but BET gives totals, not bets: no betId, a betCount
 * (and commission for a market, event or sport). Which grouping, by the keys it keeps.
 */
function rollUpLevel(record: JsonObject): string | null {
  if (!isAbsent(record['betId'])) return null;
  if (!('betCount' in record) && !('commission' in record)) return null;
  if ('selectionId' in record) return 'side' in record ? 'SIDE' : 'RUNNER';
  if ('marketId' in record) return 'MARKET';
  if ('eventId' in record) return 'EVENT';
  return 'EVENT_TYPE';
}

interface RollUp {
  record: JsonObject;
  level: string;
  /** The record's position in the text, from 1. */
  row: number;
}

/**
 * A groupBy MARKET line that totals several bets none of which is in the text: its bets cannot
 * be told apart, so it is set aside by name (never dropped in silence), saying to ask Betfair
 * for groupBy BET. A market roll-up beside its own bets (asked for its commission) is not one.
 */
function linesOfSeveralBets(rollUps: readonly RollUp[], bets: readonly BetRecord[]) {
  const marketsWithBets = new Set(
    bets.map((bet) => (isJsonObject(bet.raw) ? asText(bet.raw['marketId']) : null)),
  );
  return rollUps
    .filter(({ record, level }) => {
      const market = asText(record['marketId']);
      return level === 'MARKET' && market !== null && !marketsWithBets.has(market);
    })
    .map(({ record, row }) =>
      importProblem(
        'unreadable',
        row,
        null,
        'import.betfairGroupedLine',
        {
          market: asText(record['marketId']) ?? '',
          count: asText(record['betCount']) ?? '?',
        },
        JSON.stringify(record).slice(0, 2_000),
      ),
    );
}

/**
 * The commission Betfair states per market, in cents: from market roll-ups pasted beside the
 * bets (a JSON-RPC batch asking groupBy BET and groupBy MARKET), and from the lines of a
 * groupBy MARKET answer that hold one bet each (the line is the bet, with its market's
 * commission beside it).
 */
function marketCommissions(rollUps: readonly RollUp[]): Map<string, number> {
  const byMarket = new Map<string, number>();
  for (const { record, level } of rollUps) {
    const market = asText(record['marketId']);
    if (level !== 'MARKET' || market === null || isAbsent(record['commission'])) continue;
    try {
      const cents = parseStakeCents(record['commission'], 'commission', 'a commission', '.');
      const total = (byMarket.get(market) ?? 0) + cents;
      // More than any bet may return is no commission (amount-bounds.ts); it is left out, so
      // the market's sum, and each share of it, stays within the safe-integer range.
      if (total <= IMPORT_MAX_AMOUNT_CENTS) byMarket.set(market, total);
    } catch (err) {
      // A roll-up's unreadable commission leaves that market to the rate, if any.
      if (!(err instanceof ImportFormatError)) throw err;
    }
  }
  return byMarket;
}

// ---------------------------------------------------------------------------------------------
// Reading a page's records

/** Keys whose text values are numbers: their decimal mark is decided over the whole list. */
const NUMBER_KEYS = [
  'rawStake',
  'stakeCash',
  'stake',
  'size',
  'sizeMatched',
  'sizeSettled',
  'returnCash',
  'returnAmount',
  'return',
  'payout',
  'grossProfit',
  'profit',
  'netProfit',
  'profitAndLoss',
  'liability',
  'odds',
  'averagePrice',
  'averagePriceMatched',
  'price',
  'priceMatched',
  'priceRequested',
  'decimalOdds',
  'originalOdds',
];

type Mapper = (record: JsonObject, context: RecordContext) => BetRecord | null;

const MAPPERS: Readonly<Record<RecordKind, Mapper>> = {
  'betfair-sportsbook': mapSportsbookBet,
  'betfair-exchange-web': mapExchangeWebBet,
  'betfair-exchange-api': mapExchangeApiOrder,
  'betfair-current-orders': mapCurrentOrder,
};

function decimalMarks(records: readonly unknown[]): Map<string, DecimalMark | null> {
  const marks = new Map<string, DecimalMark | null>();
  for (const key of NUMBER_KEYS) {
    const texts: string[] = [];
    for (const record of records) {
      if (!isJsonObject(record)) continue;
      const value = record[key];
      if (typeof value === 'string') texts.push(value);
      else if (isJsonObject(value) && typeof value['decimal'] === 'string') {
        texts.push(value['decimal']);
      }
    }
    marks.set(key, guessDecimalMark(texts, '.'));
  }
  return marks;
}

/** Source text of a record for the set-aside list: its JSON, as compact as it parsed. */
const sourceOf = (record: unknown) => JSON.stringify(record) ?? String(record);

function readPage(
  page: Page,
  records: readonly unknown[],
  offset: number,
): ReadRecords<BetRecord> & { readers: RecordReader[] } {
  const map = page.kind === null ? null : MAPPERS[page.kind];
  const marks = decimalMarks(records);
  const mark = (key: string) => (marks.has(key) ? (marks.get(key) ?? null) : '.');
  const readers: RecordReader[] = [];
  const read = readRecords(
    records,
    (record, i) => ({ row: offset + i + 1, source: () => sourceOf(record) }),
    (record, reader) => {
      if (!isJsonObject(record) || map === null) {
        return reader.refuse('import.notABetRecord', null, { value: describeValue(record) });
      }
      const bet = map(record, { reader, mark });
      if (bet !== null) readers.push(reader);
      return bet;
    },
  );
  const bets = read.bets.filter((bet): bet is BetRecord => bet !== null);
  return { bets, problems: read.problems, readers };
}
