import { ImportFormatError, type ImportFormat } from '../bets/bet-record.ts';
import { asText, isAbsent, isJsonObject, type JsonObject } from './fields.ts';
import { describeValue } from './numbers.ts';

/** Which of Betfair's answers a pasted value is, and the lists of records it holds. */

export const BETFAIR_JSON_FORMATS = [
  'betfair-sportsbook',
  'betfair-exchange-web',
  'betfair-exchange-api-rest',
  'betfair-exchange-api-jsonrpc',
] as const satisfies readonly ImportFormat[];

export type BetfairJsonFormat = (typeof BETFAIR_JSON_FORMATS)[number];

const FORMAT_LABELS: Readonly<Record<BetfairJsonFormat, string>> = {
  'betfair-sportsbook': 'Betfair Sportsbook website history ({bets:[…]} with legs)',
  'betfair-exchange-web': 'Betfair Exchange website settled bets ({bets:[…]} with side and odds)',
  'betfair-exchange-api-rest': 'Betfair Exchange API listClearedOrders ({clearedOrders:[…]})',
  'betfair-exchange-api-jsonrpc':
    'Betfair Exchange API JSON-RPC answer ({jsonrpc, result:{clearedOrders}})',
};

export type RecordKind =
  'betfair-sportsbook' | 'betfair-exchange-web' | 'betfair-exchange-api' | 'betfair-current-orders';

/** One list of records in the answer, with what it is and whether more pages exist. */
export interface Page {
  format: BetfairJsonFormat;
  kind: RecordKind | null;
  records: readonly unknown[];
  /** Where the list is, for messages ("result.clearedOrders"). */
  path: string;
  more: boolean;
}

export function pagesOf(value: unknown): Page[] {
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

export function unknownShape(value: unknown): ImportFormatError {
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

// What a list's records are, by their keys

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
