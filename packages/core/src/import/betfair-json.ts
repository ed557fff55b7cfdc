import {
  type BetDetails,
  type BetRecord,
  type BetSide,
  type BetStatus,
  ImportFormatError,
  type ImportFormat,
  type ImportOptions,
  type ImportProblem,
  type ParsedImport,
  type SelectionRecord,
  noBetExtras,
} from '../bets/bet-record.ts';
import { statusKey, toBetStatus } from '../bets/bet-status.ts';
import { backBetNetCents, betTypeForLegCount, settledReturnCents } from '../bets/settlement.ts';
import { applyExchangeCommission } from './exchange-commission.ts';
import {
  asText,
  commonValue,
  firstPresent,
  isAbsent,
  isJsonObject,
  type JsonObject,
  textOf,
} from './fields.ts';
import { parseJsonText } from './json-text.ts';
import { IMPORT_MAX_AMOUNT_CENTS } from './amount-bounds.ts';
import {
  type DecimalMark,
  describeValue,
  guessDecimalMark,
  layLiabilityCents,
  parseInstant,
  parseMoneyCents,
  parseOddsMilli,
  parseStakeCents,
} from './numbers.ts';
import {
  importProblem,
  type ReadRecords,
  readRecords,
  type RecordReader,
} from './record-reader.ts';
import { sportForEventTypeId } from './sports.ts';

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

export const BETFAIR_JSON_FORMATS = [
  'betfair-sportsbook',
  'betfair-exchange-web',
  'betfair-exchange-api-rest',
  'betfair-exchange-api-jsonrpc',
] as const satisfies readonly ImportFormat[];

type BetfairJsonFormat = (typeof BETFAIR_JSON_FORMATS)[number];

const FORMAT_LABELS: Readonly<Record<BetfairJsonFormat, string>> = {
  'betfair-sportsbook': 'Betfair Sportsbook website history ({bets:[…]} with legs)',
  'betfair-exchange-web': 'Betfair Exchange website settled bets ({bets:[…]} with side and odds)',
  'betfair-exchange-api-rest': 'Betfair Exchange API listClearedOrders ({clearedOrders:[…]})',
  'betfair-exchange-api-jsonrpc':
    'Betfair Exchange API JSON-RPC answer ({jsonrpc, result:{clearedOrders}})',
};

/** Parses pasted Betfair JSON text into bets; throws ImportFormatError when it cannot. */
export function parseBetfairJson(text: string, options: ImportOptions = {}): ParsedImport {
  return parseBetfairValue(parseJsonText(text), options);
}

// ---------------------------------------------------------------------------------------------
// Pages: the lists of records an answer holds

type RecordKind =
  'betfair-sportsbook' | 'betfair-exchange-web' | 'betfair-exchange-api' | 'betfair-current-orders';

/** One list of records in the answer, with what it is and whether more pages exist. */
interface Page {
  format: BetfairJsonFormat;
  kind: RecordKind | null;
  records: readonly unknown[];
  /** Where the list is, for messages ("result.clearedOrders"). */
  path: string;
  more: boolean;
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

  const rollUps: { record: JsonObject; level: string }[] = [];
  const problems: ImportProblem[] = [];
  const bets: BetRecord[] = [];
  const readers = new Map<BetRecord, RecordReader>();
  let offset = 0;
  for (const page of pages) {
    const betRecords: unknown[] = [];
    for (const record of page.records) {
      const level = isJsonObject(record) ? rollUpLevel(record) : null;
      if (level !== null && isJsonObject(record)) rollUps.push({ record, level });
      else betRecords.push(record);
    }
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

  const charged = applyExchangeCommission(bets, {
    ratio: options.exchangeCommissionRatio ?? null,
    byMarket: marketCommissions(rollUps),
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
        { market, commission: (commissionCents / 100).toFixed(2) },
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

function pagesOf(value: unknown): Page[] {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isJsonRpcEnvelope)) {
      return value.map((envelope, i) => jsonRpcPage(envelope, `[${i}]`));
    }
    if (value.length > 0) return [recordListPage(value, '', 'betfair-sportsbook', false)];
    return [];
  }
  if (!isJsonObject(value)) return [];
  if (isJsonRpcEnvelope(value)) return [jsonRpcPage(value, '')];
  throwIfApiError(value, '');
  const more = value['moreAvailable'] === true;
  const orders = apiOrders(value);
  if (orders !== null) {
    return [{ format: 'betfair-exchange-api-rest', ...orders, more }];
  }
  if (Array.isArray(value['bets'])) {
    const hint = 'tableSize' in value ? 'betfair-exchange-web' : 'betfair-sportsbook';
    return [recordListPage(value['bets'], 'bets', hint, more)];
  }
  return [];
}

/** An Exchange API answer's orders: cleared (settled) or current (open). */
function apiOrders(
  result: JsonObject,
): { kind: RecordKind; records: readonly unknown[]; path: string } | null {
  if (Array.isArray(result['clearedOrders'])) {
    return {
      kind: 'betfair-exchange-api',
      records: result['clearedOrders'],
      path: 'clearedOrders',
    };
  }
  if (Array.isArray(result['currentOrders'])) {
    return {
      kind: 'betfair-current-orders',
      records: result['currentOrders'],
      path: 'currentOrders',
    };
  }
  return null;
}

function jsonRpcPage(envelope: JsonObject, path: string): Page {
  const error = envelope['error'];
  if (!isAbsent(error)) throw apiError(error, `${path}${path ? '.' : ''}error`);
  const result = envelope['result'];
  const resultPath = `${path}${path ? '.' : ''}result`;
  const orders = isJsonObject(result) ? apiOrders(result) : null;
  if (!isJsonObject(result) || orders === null) {
    throw new ImportFormatError(
      `${resultPath}: a JSON-RPC answer without clearedOrders (only listClearedOrders answers are bet histories)`,
      resultPath,
      ['betfair-exchange-api-jsonrpc'],
      'import.notClearedOrders',
    );
  }
  return {
    format: 'betfair-exchange-api-jsonrpc',
    ...orders,
    path: `${resultPath}.${orders.path}`,
    more: result['moreAvailable'] === true,
  };
}

function unknownShape(value: unknown): ImportFormatError {
  let seen: string;
  if (isJsonObject(value)) {
    const keys = Object.keys(value).slice(0, 8);
    seen = keys.length === 0 ? 'an empty object' : `an object with keys ${keys.join(', ')}`;
  } else if (Array.isArray(value)) {
    seen = value.length === 0 ? 'an empty list' : 'a list of things that are not bets';
  } else {
    seen = describeValue(value);
  }
  const tried = BETFAIR_JSON_FORMATS.map((f) => FORMAT_LABELS[f]).join('; ');
  return new ImportFormatError(
    `Not a bet history this importer knows: found ${seen}, none of bets, clearedOrders or jsonrpc. Tried: ${tried}.`,
    'top level',
    BETFAIR_JSON_FORMATS,
    'import.unknownFormat',
    { tried },
  );
}

// ---------------------------------------------------------------------------------------------
// Detection

const SPORTSBOOK_KEYS = [
  'legs',
  'originalOdds',
  'returnCash',
  'entryServiceId',
  'receiptBetId',
  'stakeCash',
  'rawStake',
  'isSGM',
];
const EXCHANGE_WEB_KEYS = ['side', 'grossProfit', 'matchedDate', 'selectionName', 'isBSP', 'odds'];
const EXCHANGE_API_KEYS = ['sizeSettled', 'priceMatched', 'betOutcome', 'itemDescription'];

/** Which kind of record this looks like, by the keys it has, or null. */
function classifyRecord(record: unknown): RecordKind | null {
  if (!isJsonObject(record)) return null;
  const score = (keys: readonly string[]) => keys.filter((k) => k in record).length;
  const scores: [RecordKind, number][] = [
    ['betfair-exchange-api', score(EXCHANGE_API_KEYS) * 2],
    ['betfair-sportsbook', score(SPORTSBOOK_KEYS)],
    ['betfair-exchange-web', score(EXCHANGE_WEB_KEYS)],
  ];
  scores.sort((a, b) => b[1] - a[1]);
  const [best, second] = scores;
  if (!best || best[1] === 0 || (second && second[1] === best[1])) return null;
  return best[0];
}

/** A list of bets: the kind most of its records look like decides the mapper for all. */
function recordListPage(
  records: readonly unknown[],
  path: string,
  emptyHint: BetfairJsonFormat,
  more: boolean,
): Page {
  const counts = new Map<RecordKind, number>();
  for (const record of records) {
    const kind = classifyRecord(record);
    if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const kind = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (kind === undefined) {
    if (records.length === 0) return { format: emptyHint, kind: null, records, path, more };
    const tried = BETFAIR_JSON_FORMATS.map((f) => FORMAT_LABELS[f]).join('; ');
    throw new ImportFormatError(
      `Not a bet history this importer knows: the records under ${path || 'the top-level list'} have none of the keys of a Sportsbook bet (legs, originalOdds, returnCash), an Exchange website bet (side, odds, grossProfit) or an Exchange API order (sizeSettled, priceMatched, betOutcome). Tried: ${tried}.`,
      path || 'top level',
      BETFAIR_JSON_FORMATS,
      'import.unknownFormat',
      { tried },
    );
  }
  const format = kind === 'betfair-exchange-api' ? 'betfair-exchange-api-rest' : kind;
  return {
    format: format === 'betfair-current-orders' ? emptyHint : format,
    kind,
    records,
    path,
    more,
  };
}

function isJsonRpcEnvelope(value: unknown): value is JsonObject {
  return (
    isJsonObject(value) &&
    ('jsonrpc' in value || ('id' in value && ('result' in value || 'error' in value)))
  );
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

/**
 * The commission Betfair states per market, from market roll-ups pasted beside the bets (a
 * JSON-RPC batch asking groupBy BET and groupBy MARKET), in cents.
 */
function marketCommissions(
  rollUps: readonly { record: JsonObject; level: string }[],
): Map<string, number> {
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

/** A REST error body: {faultcode, faultstring, detail:{APINGException:{errorCode}}}. */
function throwIfApiError(value: JsonObject, path: string): void {
  if ('faultcode' in value || 'faultstring' in value) {
    throw apiError(
      { message: value['faultstring'], code: value['faultcode'], data: value['detail'] },
      path || 'top level',
    );
  }
}

/** Betfair answered with an error instead of bets: the message carries its errorCode. */
function apiError(error: unknown, where: string): ImportFormatError {
  const envelope = isJsonObject(error) ? error : {};
  const data = envelope['data'];
  let exception: JsonObject | null = null;
  if (isJsonObject(data)) {
    exception = isJsonObject(data['APINGException'])
      ? data['APINGException']
      : (Object.values(data).find((v): v is JsonObject => isJsonObject(v) && 'errorCode' in v) ??
        null);
  }
  const errorCode = (exception && asText(exception['errorCode'])) ?? asText(envelope['message']);
  const details = [
    exception && asText(exception['errorDetails']),
    exception && asText(envelope['message']),
    asText(envelope['code']) && `code ${asText(envelope['code'])}`,
  ].filter((part): part is string => Boolean(part));
  return new ImportFormatError(
    `Betfair answered with an error instead of bets: ${errorCode ?? 'unknown error'}${
      details.length > 0 ? ` (${details.join(', ')})` : ''
    }`,
    where,
    ['betfair-exchange-api-jsonrpc'],
    'import.betfairError',
    { errorCode: errorCode ?? 'unknown error' },
  );
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

/** What a record's mapper needs: its problems' reader and each key's decimal mark. */
interface RecordContext {
  reader: RecordReader;
  mark: (key: string) => DecimalMark | null;
}

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

// ---------------------------------------------------------------------------------------------
// Shared field readers

const at = (where: string, key: string) => (where === '' ? key : `${where}.${key}`);

function required(
  record: JsonObject,
  keys: readonly string[],
  where: string,
  reader: RecordReader,
) {
  const found = firstPresent(record, keys);
  if (!found) return reader.refuse('import.valueMissing', at(where, keys[0] ?? ''));
  return { key: found.key, value: found.value, where: at(where, found.key) };
}

function optionalInstant(
  record: JsonObject,
  keys: readonly string[],
  where: string,
  reader: RecordReader,
) {
  const found = firstPresent(record, keys);
  return found ? reader.optional(() => parseInstant(found.value, at(where, found.key))) : null;
}

/**
 * Odds as a number, text, or an object {decimal} (Sportsbook's originalOdds and price); odds
 * that do not read, or below 1.01, leave the bet without odds and a warning.
 */
function optionalOdds(
  record: JsonObject,
  keys: readonly string[],
  where: string,
  context: RecordContext,
): number | null {
  const found = firstPresent(record, keys);
  if (!found) return null;
  let value = found.value;
  let field = at(where, found.key);
  if (isJsonObject(value)) {
    if (isAbsent(value['decimal'])) return null;
    value = value['decimal'];
    field += '.decimal';
  }
  // A starting-price bet shows "SP" (or a dash) until a price is known: no odds, not bad odds.
  if (typeof value === 'string' && value.length <= 16 && /^\s*(?:sp|n\/?a|-+|—)\s*$/i.test(value))
    return null;
  const mark = context.mark(found.key);
  return context.reader.optional(() => parseOddsMilli(value, field, mark));
}

function sportOf(record: JsonObject): string | null {
  return (
    textOf(record, ['eventTypeDesc', 'sportName', 'sport']) ??
    sportForEventTypeId(record['eventTypeId'] ?? record['sportId'])
  );
}

function sideOf(record: JsonObject, reader: RecordReader): BetSide | null {
  const text = textOf(record, ['side', 'betSide']);
  if (text === null) return null;
  const key = statusKey(text);
  if (key === 'BACK' || key === 'B') return 'BACK';
  if (key === 'LAY' || key === 'L') return 'LAY';
  return reader.refuse('import.unknownSide', 'side', { value: describeValue(text) });
}

function statusOf(text: string, field: string, reader: RecordReader): BetStatus {
  const status = toBetStatus(text);
  if (status === null) {
    return reader.refuse('import.unknownStatus', field, { value: describeValue(text) });
  }
  return status;
}

function money(record: JsonObject, key: string, context: RecordContext): number {
  return parseMoneyCents(record[key], key, context.mark(key));
}

function stake(
  found: { key: string; value: unknown; where: string },
  context: RecordContext,
  what = 'a stake',
): number {
  return parseStakeCents(found.value, found.where, what, context.mark(found.key));
}

// ---------------------------------------------------------------------------------------------
// 1. Sportsbook website history

const SPORTSBOOK_ID_KEYS = ['betId', 'entryServiceId', 'receiptBetId'];
/** Words the Sportsbook and the Exchange website use for a bet that has not settled yet. */
const OPEN_WORDS = new Set([
  'OPEN',
  'UNSETTLED',
  'PENDING',
  'ACTIVE',
  'MATCHED',
  'UNMATCHED',
  'EXECUTABLE',
  'EXECUTION_COMPLETE',
]);

function mapSportsbookBet(bet: JsonObject, context: RecordContext): BetRecord {
  const { reader } = context;
  const ids: string[] = [];
  for (const key of SPORTSBOOK_ID_KEYS) {
    const id = asText(bet[key]);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  const [sourceBetId, ...aliases] = ids;
  if (sourceBetId === undefined) return reader.refuse('import.idMissing', 'betId');
  const placed = required(bet, ['placedDate', 'placedAt', 'betPlacedDate'], '', reader);
  const stakeCents = stake(required(bet, ['rawStake', 'stakeCash', 'stake'], '', reader), context);
  const oddsMilli = optionalOdds(
    bet,
    ['originalOdds', 'odds', 'price', 'decimalOdds'],
    '',
    context,
  );

  const found = firstPresent(bet, ['returnCash', 'returnAmount', 'return', 'payout']);
  const returnField = found ? found.key : 'returnCash';
  const returned = found
    ? stake({ key: found.key, value: found.value, where: found.key }, context, 'a return')
    : null;

  const resultText = textOf(bet, ['result', 'betResult', 'outcome']);
  const statusText = textOf(bet, ['status']);
  let status: BetStatus;
  if (resultText !== null) {
    status = statusOf(resultText, 'result', reader);
  } else if (statusText !== null && OPEN_WORDS.has(statusKey(statusText))) {
    status = 'PENDING';
  } else if (returned !== null) {
    // No result word: the money tells it when it is unambiguous.
    if (returned === 0) status = 'LOST';
    else if (returned === stakeCents) status = 'VOID';
    else if (returned > stakeCents) status = 'WON';
    else return reader.refuse('import.resultMissing', 'result');
  } else {
    return reader.refuse('import.resultMissing', 'result');
  }

  const returnCents =
    status === 'PENDING' ? 0 : (returned ?? settledReturnCents(status, stakeCents, oddsMilli));
  if (returnCents === null) {
    return oddsMilli === null && (status === 'WON' || status === 'HALF_WON')
      ? reader.refuse('import.oddsNeeded', returnField, { status })
      : reader.refuse('import.profitMissing', returnField, { status });
  }

  const selections = sportsbookSelections(bet, oddsMilli, context);
  const legs = Array.isArray(bet['legs']) ? bet['legs'].length : 0;
  const code = textOf(bet, ['betType', 'betTypeDescription', 'type']);
  // A bet builder keeps a single's code (SGL) on the Sportsbook: its flag makes it "SGM".
  const betType =
    bet['isSGM'] === true ? 'SGM' : (code ?? (legs > 0 ? betTypeForLegCount(legs) : null));

  return {
    source: 'betfair-sportsbook',
    sourceBetId,
    aliases,
    placedAt: parseInstant(placed.value, placed.where),
    settledAt:
      status === 'PENDING' ? null : optionalInstant(bet, ['settledDate', 'settledAt'], '', reader),
    sport: sportOf(bet) ?? commonValue(selections.map((s) => s.sport)),
    competition:
      textOf(bet, ['competitionName', 'competition']) ??
      commonValue(selections.map((s) => s.competition)),
    eventDescription: textOf(bet, ['eventDescription', 'eventName']),
    oddsMilli,
    stakeCents,
    returnCents,
    netReturnCents: backBetNetCents(status, stakeCents, returnCents),
    status,
    betType,
    bookmaker: 'Betfair Sportsbook',
    side: null,
    liabilityCents: null,
    ...noBetExtras(),
    selections,
    raw: bet,
  };
}

function sportsbookSelections(
  bet: JsonObject,
  betOddsMilli: number | null,
  context: RecordContext,
): SelectionRecord[] {
  const legs = bet['legs'];
  if (!Array.isArray(legs) || legs.length === 0) {
    const name = textOf(bet, ['selection', 'selectionName']);
    if (name === null) return [];
    return [
      {
        name,
        oddsMilli: betOddsMilli,
        eventName: textOf(bet, ['eventDescription', 'eventName']),
        marketName: textOf(bet, ['marketName', 'marketDescription']),
        sport: sportOf(bet),
        competition: textOf(bet, ['competitionName', 'competition']),
        result: resultOf(bet),
      },
    ];
  }
  return legs.flatMap((leg, i) => {
    const legWhere = `legs[${i}]`;
    if (!isJsonObject(leg)) {
      return context.reader.refuse('import.notABetRecord', legWhere, { value: describeValue(leg) });
    }
    const parts = leg['parts'];
    if (!Array.isArray(parts) || parts.length === 0) {
      return [sportsbookPart(leg, leg, legWhere, context)];
    }
    return parts.map((part, j) => {
      const partWhere = `${legWhere}.parts[${j}]`;
      if (!isJsonObject(part)) {
        return context.reader.refuse('import.notABetRecord', partWhere, {
          value: describeValue(part),
        });
      }
      return sportsbookPart(part, leg, partWhere, context);
    });
  });
}

function sportsbookPart(
  part: JsonObject,
  leg: JsonObject,
  where: string,
  context: RecordContext,
): SelectionRecord {
  const eventName = textOf(part, ['eventDescription', 'eventName']);
  const marketName = textOf(part, ['eventMarketDescription', 'marketName', 'marketDescription']);
  return {
    name: textOf(part, ['selectionName', 'selection', 'runnerName', 'name']) ?? 'Unknown',
    // A leg's price is read on its own (its key is not among the list's columns).
    oddsMilli: optionalOdds(part, ['price', 'odds', 'decimalOdds'], where, {
      ...context,
      mark: () => null,
    }),
    eventName,
    marketName,
    sport: sportOf(part) ?? sportOf(leg),
    competition: textOf(part, ['competitionName', 'competition']),
    result: resultOf(part) ?? resultOf(leg),
  };
}

/** A leg's own result: normalised when it is a known word, else as the source wrote it. */
function resultOf(record: JsonObject): string | null {
  const text = textOf(record, ['result', 'legResult', 'outcome']);
  return text === null ? null : (toBetStatus(text) ?? text);
}

// ---------------------------------------------------------------------------------------------
// 2. Exchange website settled bets

const VOIDING_STATUSES = new Set(['VOIDED', 'VOID', 'LAPSED', 'CANCELLED', 'CANCELED']);

/** "LaLiga / Valencia CF v Athletic Club" → competition "LaLiga", event the last part. */
function splitEventPath(text: string | null): { competition: string | null; event: string | null } {
  if (text === null) return { competition: null, event: null };
  const parts = text
    .split(' / ')
    .map((p) => p.trim())
    .filter(Boolean);
  const event = parts.at(-1) ?? null;
  return { competition: parts.length >= 2 ? (parts.at(-2) ?? null) : null, event };
}

/**
 * Exchange money (both website and API): net = the profit Betfair reports; what a bet risks
 * is its stake (BACK) or liability (LAY), and what came back is that plus the profit, never
 * below 0 (an open bet: 0). A LAY bet keeps its side and liability = stake × (odds − 1).
 */
function exchangeMoney(
  side: BetSide | null,
  stakeCents: number,
  oddsMilli: number | null,
  netReturnCents: number,
  givenLiabilityCents: number | null,
  status: BetStatus,
) {
  const liabilityCents =
    side === 'LAY'
      ? (givenLiabilityCents ??
        (oddsMilli === null ? null : layLiabilityCents(stakeCents, oddsMilli)))
      : null;
  const risked = side === 'LAY' ? (liabilityCents ?? stakeCents) : stakeCents;
  const returnCents = status === 'PENDING' ? 0 : Math.max(0, risked + netReturnCents);
  return { liabilityCents, returnCents };
}

function statusFromProfit(netCents: number): BetStatus {
  if (netCents > 0) return 'WON';
  if (netCents < 0) return 'LOST';
  return 'VOID';
}

function mapExchangeWebBet(bet: JsonObject, context: RecordContext): BetRecord {
  const { reader } = context;
  const id = required(bet, ['betId', 'id'], '', reader);
  const sourceBetId = asText(id.value);
  if (sourceBetId === null) return reader.refuse('import.idMissing', id.where);
  const placed = required(bet, ['placedDate', 'matchedDate'], '', reader);
  const side = sideOf(bet, reader);
  const stakeCents = stake(required(bet, ['stake', 'size', 'sizeMatched'], '', reader), context);
  const oddsMilli = optionalOdds(
    bet,
    ['odds', 'averagePrice', 'price', 'priceMatched'],
    '',
    context,
  );

  const stateText = textOf(bet, ['status', 'betStatus']);
  const voided = stateText !== null && VOIDING_STATUSES.has(statusKey(stateText));
  const open = stateText !== null && OPEN_WORDS.has(statusKey(stateText));
  const profit = firstPresent(bet, ['grossProfit', 'profit', 'netProfit', 'profitAndLoss']);
  let netReturnCents = 0;
  if (profit && !open) netReturnCents = money(bet, profit.key, context);
  else if (!voided && !open) return reader.refuse('import.valueMissing', 'grossProfit');

  const outcomeText = textOf(bet, ['betOutcome', 'result', 'outcome']);
  let status: BetStatus;
  if (voided) status = 'VOID';
  else if (open) status = 'PENDING';
  else if (outcomeText !== null) status = statusOf(outcomeText, 'betOutcome', reader);
  else status = statusFromProfit(netReturnCents);
  if (status === 'VOID' || status === 'PENDING') netReturnCents = 0;

  const liability = firstPresent(bet, ['liability']);
  const givenLiability = liability
    ? stake({ ...liability, where: 'liability' }, context, 'a liability')
    : null;
  const amounts = exchangeMoney(
    side,
    stakeCents,
    oddsMilli,
    netReturnCents,
    givenLiability,
    status,
  );
  const { competition, event } = splitEventPath(textOf(bet, ['eventDescription', 'eventName']));
  const sport = sportOf(bet);
  const marketName = textOf(bet, ['marketName', 'marketDescription']);

  return {
    source: 'betfair-exchange-web',
    sourceBetId,
    aliases: [],
    placedAt: parseInstant(placed.value, placed.where),
    settledAt:
      status === 'PENDING' ? null : optionalInstant(bet, ['settledDate', 'settledAt'], '', reader),
    sport,
    competition,
    eventDescription: event,
    oddsMilli,
    stakeCents,
    returnCents: amounts.returnCents,
    netReturnCents,
    status,
    // An Exchange bet is one selection in one market: a single.
    betType: 'SGL',
    bookmaker: 'Betfair Exchange',
    side,
    liabilityCents: amounts.liabilityCents,
    ...noBetExtras(),
    details: orderDetails(bet, {}),
    selections: [
      {
        name: textOf(bet, ['selectionName', 'runnerName', 'selection']) ?? 'Unknown',
        oddsMilli,
        eventName: event,
        marketName,
        sport,
        competition,
        result: status,
      },
    ],
    raw: bet,
  };
}

// ---------------------------------------------------------------------------------------------
// 3. Exchange API listClearedOrders and listCurrentOrders (REST and JSON-RPC)

/**
 * Betfair's order type as one name: its Starting Price orders are MARKET_ON_CLOSE and
 * LIMIT_ON_CLOSE, which some answers write MARKET_AT_THE_CLOSE / LIMIT_AT_THE_CLOSE.
 */
function orderTypeOf(text: string | null): string | null {
  if (text === null) return null;
  const key = statusKey(text);
  return key.endsWith('_AT_THE_CLOSE') ? `${key.slice(0, -'_AT_THE_CLOSE'.length)}_ON_CLOSE` : key;
}

/** True for an order at Betfair's Starting Price (BSP). */
export function isStartingPriceOrder(orderType: string | null): boolean {
  return orderType === 'MARKET_ON_CLOSE' || orderType === 'LIMIT_ON_CLOSE';
}

/**
 * Order details where the record gives them: order type, the price asked for (odds below 1.01
 * or none read as none: it is a detail, not the bet's odds), a reduced price, the handicap, and
 * each-way terms (the place part's odds divisor and the places paid).
 */
function orderDetails(order: JsonObject, item: JsonObject): BetDetails | null {
  const number = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : null;
  let priceRequestedMilli: number | null = null;
  const requested = order['priceRequested'];
  if (typeof requested === 'number' && requested >= 1.01) {
    try {
      priceRequestedMilli = parseOddsMilli(requested, 'priceRequested');
    } catch (err) {
      if (!(err instanceof ImportFormatError)) throw err;
    }
  }
  const eachWayDivisor = number(item['eachWayDivisor']);
  const details: BetDetails = {
    orderType: orderTypeOf(textOf(order, ['orderType'])),
    priceRequestedMilli,
    priceReduced: typeof order['priceReduced'] === 'boolean' ? order['priceReduced'] : null,
    handicap: number(order['handicap']),
    eachWayDivisor,
    // For an each-way market, numberOfWinners is the number of places paid.
    placesPaid: eachWayDivisor === null ? null : number(item['numberOfWinners']),
  };
  return Object.values(details).every((v) => v === null) ? null : details;
}

function mapExchangeApiOrder(order: JsonObject, context: RecordContext): BetRecord {
  const { reader } = context;
  const id = required(order, ['betId'], '', reader);
  const sourceBetId = asText(id.value);
  if (sourceBetId === null) return reader.refuse('import.idMissing', 'betId');
  const placed = required(order, ['placedDate', 'lastMatchedDate', 'settledDate'], '', reader);
  const side = sideOf(order, reader);
  const stakeCents = stake(required(order, ['sizeSettled', 'sizeMatched'], '', reader), context);

  // An order that never matched (lapsed, cancelled) may carry price 0: no odds, not bad odds.
  const priceKeys = ['priceMatched', 'priceRequested'];
  const unmatched = stakeCents === 0 && firstPresent(order, priceKeys)?.value === 0;
  const oddsMilli = unmatched ? null : optionalOdds(order, priceKeys, '', context);

  const betStatusText = textOf(order, ['betStatus', 'status']);
  const voided = betStatusText !== null && VOIDING_STATUSES.has(statusKey(betStatusText));
  const outcomeText = textOf(order, ['betOutcome']);
  const profit = firstPresent(order, ['profit']);
  let netReturnCents = profit ? money(order, 'profit', context) : 0;

  let status: BetStatus;
  if (voided) status = 'VOID';
  else if (outcomeText !== null) status = statusOf(outcomeText, 'betOutcome', reader);
  else status = statusFromProfit(netReturnCents);
  if (!profit && status !== 'VOID' && stakeCents !== 0) {
    return reader.refuse('import.valueMissing', 'profit');
  }
  if (status === 'VOID') netReturnCents = 0;

  const amounts = exchangeMoney(side, stakeCents, oddsMilli, netReturnCents, null, status);
  const item = isJsonObject(order['itemDescription']) ? order['itemDescription'] : {};
  const sport = textOf(item, ['eventTypeDesc']) ?? sportOf(order);
  const eventName = textOf(item, ['eventDesc']);
  const selectionId = asText(order['selectionId']);

  return {
    source: 'betfair-exchange-api',
    sourceBetId,
    aliases: [],
    placedAt: parseInstant(placed.value, placed.where),
    settledAt: optionalInstant(order, ['settledDate'], '', reader),
    sport,
    competition: null,
    eventDescription: eventName,
    oddsMilli,
    stakeCents,
    returnCents: amounts.returnCents,
    netReturnCents,
    status,
    // An Exchange bet is one selection in one market: a single.
    betType: 'SGL',
    bookmaker: 'Betfair Exchange',
    side,
    liabilityCents: amounts.liabilityCents,
    ...noBetExtras(),
    details: orderDetails(order, item),
    selections: [
      {
        name:
          textOf(item, ['runnerDesc']) ??
          (selectionId === null ? 'Unknown' : `Selection ${selectionId}`),
        oddsMilli,
        eventName,
        marketName: textOf(item, ['marketDesc']),
        sport,
        competition: null,
        result: status,
      },
    ],
    raw: order,
  };
}

/**
 * listCurrentOrders: bets not settled yet, so PENDING with net 0 and nothing back; the same
 * betId as the cleared order it becomes, so a later import of that settles it. The matched
 * part is the bet (sizeMatched at averagePriceMatched); an order with nothing matched is not a
 * bet yet and is left out (null), with a warning.
 */
function mapCurrentOrder(order: JsonObject, context: RecordContext): BetRecord | null {
  const { reader } = context;
  const sourceBetId = asText(order['betId']);
  if (sourceBetId === null) return reader.refuse('import.idMissing', 'betId');
  const placed = required(order, ['placedDate', 'matchedDate'], '', reader);
  const side = sideOf(order, reader);
  const matched = firstPresent(order, ['sizeMatched']);
  const stakeCents = matched === null ? 0 : stake({ ...matched, where: 'sizeMatched' }, context);
  if (stakeCents === 0) {
    reader.warn('import.unmatchedOrder', 'sizeMatched');
    return null;
  }
  const oddsMilli = optionalOdds(order, ['averagePriceMatched'], '', context);
  const amounts = exchangeMoney(side, stakeCents, oddsMilli, 0, null, 'PENDING');
  const selectionId = asText(order['selectionId']);
  const priceSize = isJsonObject(order['priceSize']) ? order['priceSize'] : {};
  return {
    source: 'betfair-exchange-api',
    sourceBetId,
    aliases: [],
    placedAt: parseInstant(placed.value, placed.where),
    settledAt: null,
    sport: null,
    competition: null,
    eventDescription: null,
    oddsMilli,
    stakeCents,
    returnCents: 0,
    netReturnCents: 0,
    status: 'PENDING',
    betType: 'SGL',
    bookmaker: 'Betfair Exchange',
    side,
    liabilityCents: amounts.liabilityCents,
    ...noBetExtras(),
    details: orderDetails({ ...order, priceRequested: priceSize['price'] }, {}),
    selections: [
      {
        name: selectionId === null ? 'Unknown' : `Selection ${selectionId}`,
        oddsMilli,
        eventName: null,
        marketName: null,
        sport: null,
        competition: null,
        result: null,
      },
    ],
    raw: order,
  };
}
