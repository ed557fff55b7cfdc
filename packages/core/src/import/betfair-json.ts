import {
  type BetRecord,
  type BetSide,
  type BetStatus,
  ImportFormatError,
  type ImportFormat,
  type ParsedImport,
  type SelectionRecord,
  noBetExtras,
} from '../bets/bet-record.ts';
import { statusKey, toBetStatus } from '../bets/bet-status.ts';
import { backBetNetCents, betTypeForLegCount, settledReturnCents } from '../bets/settlement.ts';
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
import {
  describeValue,
  layLiabilityCents,
  parseInstant,
  parseMoneyCents,
  parseOddsMilli,
  parseStakeCents,
} from './numbers.ts';
import { sportForEventTypeId } from './sports.ts';

/**
 * Betfair histories pasted as JSON (docs/formats.md §1–3): the Sportsbook and Exchange
 * websites' "My Bets" answers and the Exchange API's listClearedOrders, REST or JSON-RPC
 * (single or batch). The shape is detected by its keys; every bet is checked (stake ≥ 0, odds
 * ≥ 1.01, readable dates) and one bad bet refuses the whole import, saying where and why.
 */

export const BETFAIR_JSON_FORMATS = [
  'betfair-sportsbook',
  'betfair-exchange-web',
  'betfair-exchange-api-rest',
  'betfair-exchange-api-jsonrpc',
] as const satisfies readonly ImportFormat[];

const FORMAT_LABELS: Readonly<Record<(typeof BETFAIR_JSON_FORMATS)[number], string>> = {
  'betfair-sportsbook': 'Betfair Sportsbook website history ({bets:[…]} with legs)',
  'betfair-exchange-web': 'Betfair Exchange website settled bets ({bets:[…]} with side and odds)',
  'betfair-exchange-api-rest': 'Betfair Exchange API listClearedOrders ({clearedOrders:[…]})',
  'betfair-exchange-api-jsonrpc':
    'Betfair Exchange API JSON-RPC answer ({jsonrpc, result:{clearedOrders}})',
};

/** Parses pasted Betfair JSON text into bets; throws ImportFormatError when it cannot. */
export function parseBetfairJson(text: string): ParsedImport {
  return parseBetfairValue(parseJsonText(text));
}

/** The same, for a value already parsed (the server's fetch of a page). */
export function parseBetfairValue(value: unknown): ParsedImport {
  if (Array.isArray(value)) {
    if (value.length > 0 && value.every(isJsonRpcEnvelope)) {
      return {
        format: 'betfair-exchange-api-jsonrpc',
        bets: value.flatMap((envelope, i) => jsonRpcOrders(envelope, `[${i}]`)),
        problems: [],
        morePages: false,
      };
    }
    if (value.length > 0) return mapRecordList(value, '');
  } else if (isJsonObject(value)) {
    if (isJsonRpcEnvelope(value)) {
      return {
        format: 'betfair-exchange-api-jsonrpc',
        bets: jsonRpcOrders(value, ''),
        problems: [],
        morePages: false,
      };
    }
    throwIfApiError(value, '');
    if (Array.isArray(value['clearedOrders'])) {
      return {
        format: 'betfair-exchange-api-rest',
        bets: mapList(value['clearedOrders'], 'clearedOrders', mapExchangeApiOrder),
        problems: [],
        morePages: false,
      };
    }
    if (Array.isArray(value['bets'])) {
      const hint = 'tableSize' in value ? 'betfair-exchange-web' : 'betfair-sportsbook';
      return mapRecordList(value['bets'], 'bets', hint);
    }
  }
  throw unknownShape(value);
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
  );
}

// ---------------------------------------------------------------------------------------------
// Detection

type RecordKind = 'betfair-sportsbook' | 'betfair-exchange-web' | 'betfair-exchange-api';

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
function mapRecordList(
  records: readonly unknown[],
  path: string,
  emptyHint: (typeof BETFAIR_JSON_FORMATS)[number] = 'betfair-sportsbook',
): ParsedImport {
  const counts = new Map<RecordKind, number>();
  for (const record of records) {
    const kind = classifyRecord(record);
    if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const kind = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (kind === undefined) {
    if (records.length === 0)
      return { format: emptyHint, bets: [], problems: [], morePages: false };
    const tried = BETFAIR_JSON_FORMATS.map((f) => FORMAT_LABELS[f]).join('; ');
    throw new ImportFormatError(
      `Not a bet history this importer knows: the records under ${path || 'the top-level list'} have none of the keys of a Sportsbook bet (legs, originalOdds, returnCash), an Exchange website bet (side, odds, grossProfit) or an Exchange API order (sizeSettled, priceMatched, betOutcome). Tried: ${tried}.`,
      path || 'top level',
      BETFAIR_JSON_FORMATS,
    );
  }
  switch (kind) {
    case 'betfair-sportsbook':
      return {
        format: kind,
        bets: mapList(records, path, mapSportsbookBet),
        problems: [],
        morePages: false,
      };
    case 'betfair-exchange-web':
      return {
        format: kind,
        bets: mapList(records, path, mapExchangeWebBet),
        problems: [],
        morePages: false,
      };
    case 'betfair-exchange-api':
      return {
        format: 'betfair-exchange-api-rest',
        bets: mapList(records, path, mapExchangeApiOrder),
        problems: [],
        morePages: false,
      };
  }
}

/**
 * Maps every record; a refusal names the bet (its position and id) besides the field, so the
 * user can find it on Betfair's page.
 */
function mapList(
  records: readonly unknown[],
  path: string,
  map: (record: JsonObject, where: string) => BetRecord,
): BetRecord[] {
  return records.map((record, i) => {
    const where = `${path}[${i}]`;
    if (!isJsonObject(record)) fail(where, `a bet must be an object, got ${describeValue(record)}`);
    try {
      return map(record, where);
    } catch (err) {
      if (!(err instanceof ImportFormatError)) throw err;
      const id = asText(record['betId']);
      const which = `bet ${i + 1} of ${records.length}${id === null ? '' : `, id ${id}`}`;
      throw new ImportFormatError(`${err.message} (${which}); nothing was imported`, err.where);
    }
  });
}

function isJsonRpcEnvelope(value: unknown): value is JsonObject {
  return (
    isJsonObject(value) &&
    ('jsonrpc' in value || ('id' in value && ('result' in value || 'error' in value)))
  );
}

function jsonRpcOrders(envelope: JsonObject, path: string): BetRecord[] {
  const error = envelope['error'];
  if (!isAbsent(error)) throw apiError(error, `${path}${path ? '.' : ''}error`);
  const result = envelope['result'];
  const resultPath = `${path}${path ? '.' : ''}result`;
  if (!isJsonObject(result) || !Array.isArray(result['clearedOrders'])) {
    throw new ImportFormatError(
      `${resultPath}: a JSON-RPC answer without clearedOrders (only listClearedOrders answers are bet histories)`,
      resultPath,
      ['betfair-exchange-api-jsonrpc'],
    );
  }
  return mapList(result['clearedOrders'], `${resultPath}.clearedOrders`, mapExchangeApiOrder);
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
  );
}

// ---------------------------------------------------------------------------------------------
// Shared field readers

function fail(where: string, reason: string): never {
  throw new ImportFormatError(`${where}: ${reason}`, where);
}

function required(record: JsonObject, keys: readonly string[], where: string) {
  const found = firstPresent(record, keys);
  if (!found) fail(`${where}.${keys[0] ?? ''}`, 'missing');
  return { value: found.value, where: `${where}.${found.key}` };
}

function optionalInstant(record: JsonObject, keys: readonly string[], where: string) {
  const found = firstPresent(record, keys);
  return found ? parseInstant(found.value, `${where}.${found.key}`) : null;
}

/** Odds as a number, text, or an object {decimal} (Sportsbook's originalOdds and price). */
function optionalOdds(record: JsonObject, keys: readonly string[], where: string): number | null {
  const found = firstPresent(record, keys);
  if (!found) return null;
  let value = found.value;
  let at = `${where}.${found.key}`;
  if (isJsonObject(value)) {
    if (isAbsent(value['decimal'])) return null;
    value = value['decimal'];
    at += '.decimal';
  }
  // A starting-price bet shows "SP" (or a dash) until a price is known: no odds, not bad odds.
  if (typeof value === 'string' && /^\s*(?:sp|n\/?a|-+|—)\s*$/i.test(value)) return null;
  return parseOddsMilli(value, at);
}

function sportOf(record: JsonObject): string | null {
  return (
    textOf(record, ['eventTypeDesc', 'sportName', 'sport']) ??
    sportForEventTypeId(record['eventTypeId'] ?? record['sportId'])
  );
}

function sideOf(record: JsonObject, where: string): BetSide | null {
  const text = textOf(record, ['side', 'betSide']);
  if (text === null) return null;
  const key = statusKey(text);
  if (key === 'BACK' || key === 'B') return 'BACK';
  if (key === 'LAY' || key === 'L') return 'LAY';
  return fail(`${where}.side`, `expected BACK or LAY, got ${describeValue(text)}`);
}

function statusOf(text: string, where: string): BetStatus {
  const status = toBetStatus(text);
  if (status === null) {
    fail(where, `unknown result ${describeValue(text)} (expected WON, LOST, VOID, CASHED_OUT, …)`);
  }
  return status;
}

// ---------------------------------------------------------------------------------------------
// 1. Sportsbook website history

const SPORTSBOOK_ID_KEYS = ['betId', 'entryServiceId', 'receiptBetId'];
/** Words the Sportsbook uses for a bet that has not settled yet. */
const OPEN_WORDS = new Set(['OPEN', 'UNSETTLED', 'PENDING', 'ACTIVE', 'MATCHED']);

function mapSportsbookBet(bet: JsonObject, where: string): BetRecord {
  const ids: string[] = [];
  for (const key of SPORTSBOOK_ID_KEYS) {
    const id = asText(bet[key]);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  const [sourceBetId, ...aliases] = ids;
  if (sourceBetId === undefined) {
    fail(`${where}.betId`, 'missing (no betId, entryServiceId or receiptBetId)');
  }
  const placed = required(bet, ['placedDate', 'placedAt', 'betPlacedDate'], where);
  const stake = required(bet, ['rawStake', 'stakeCash', 'stake'], where);
  const stakeCents = parseStakeCents(stake.value, stake.where);
  const oddsMilli = optionalOdds(bet, ['originalOdds', 'odds', 'price', 'decimalOdds'], where);

  const found = firstPresent(bet, ['returnCash', 'returnAmount', 'return', 'payout']);
  const returnWhere = found ? `${where}.${found.key}` : `${where}.returnCash`;
  const returned = found ? parseStakeCents(found.value, returnWhere, 'a return') : null;

  const resultText = textOf(bet, ['result', 'betResult', 'outcome']);
  const statusText = textOf(bet, ['status']);
  let status: BetStatus;
  if (resultText !== null) {
    status = statusOf(resultText, `${where}.result`);
  } else if (statusText !== null && OPEN_WORDS.has(statusKey(statusText))) {
    status = 'PENDING';
  } else if (returned !== null) {
    // No result word: the money tells it when it is unambiguous.
    if (returned === 0) status = 'LOST';
    else if (returned === stakeCents) status = 'VOID';
    else if (returned > stakeCents) status = 'WON';
    else fail(`${where}.result`, 'missing, and the return does not tell won from cashed out');
  } else {
    return fail(`${where}.result`, 'missing');
  }

  const returnCents =
    status === 'PENDING' ? 0 : (returned ?? settledReturnCents(status, stakeCents, oddsMilli));
  if (returnCents === null) fail(returnWhere, `missing (needed for a ${status} bet)`);

  const selections = sportsbookSelections(bet, where, oddsMilli);
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
    settledAt: optionalInstant(bet, ['settledDate', 'settledAt'], where),
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
  where: string,
  betOddsMilli: number | null,
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
    const legWhere = `${where}.legs[${i}]`;
    if (!isJsonObject(leg)) fail(legWhere, `a leg must be an object, got ${describeValue(leg)}`);
    const parts = leg['parts'];
    if (!Array.isArray(parts) || parts.length === 0) return [sportsbookPart(leg, leg, legWhere)];
    return parts.map((part, j) => {
      const partWhere = `${legWhere}.parts[${j}]`;
      if (!isJsonObject(part))
        fail(partWhere, `a part must be an object, got ${describeValue(part)}`);
      return sportsbookPart(part, leg, partWhere);
    });
  });
}

function sportsbookPart(part: JsonObject, leg: JsonObject, where: string): SelectionRecord {
  const eventName = textOf(part, ['eventDescription', 'eventName']);
  const marketName = textOf(part, ['eventMarketDescription', 'marketName', 'marketDescription']);
  return {
    name: textOf(part, ['selectionName', 'selection', 'runnerName', 'name']) ?? 'Unknown',
    oddsMilli: optionalOdds(part, ['price', 'odds', 'decimalOdds'], where),
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
 * below 0. A LAY bet keeps its side and liability = stake × (odds − 1).
 */
function exchangeMoney(
  side: BetSide | null,
  stakeCents: number,
  oddsMilli: number | null,
  netReturnCents: number,
  givenLiabilityCents: number | null,
) {
  const liabilityCents =
    side === 'LAY'
      ? (givenLiabilityCents ??
        (oddsMilli === null ? null : layLiabilityCents(stakeCents, oddsMilli)))
      : null;
  const risked = side === 'LAY' ? (liabilityCents ?? stakeCents) : stakeCents;
  return { liabilityCents, returnCents: Math.max(0, risked + netReturnCents) };
}

function statusFromProfit(netCents: number): BetStatus {
  if (netCents > 0) return 'WON';
  if (netCents < 0) return 'LOST';
  return 'VOID';
}

function mapExchangeWebBet(bet: JsonObject, where: string): BetRecord {
  const id = required(bet, ['betId', 'id'], where);
  const sourceBetId = asText(id.value);
  if (sourceBetId === null) fail(id.where, `expected an id, got ${describeValue(id.value)}`);
  const placed = required(bet, ['placedDate', 'matchedDate'], where);
  const side = sideOf(bet, where);
  const stake = required(bet, ['stake', 'size', 'sizeMatched'], where);
  const stakeCents = parseStakeCents(stake.value, stake.where);
  const oddsMilli = optionalOdds(bet, ['odds', 'averagePrice', 'price', 'priceMatched'], where);

  const stateText = textOf(bet, ['status', 'betStatus']);
  const voided = stateText !== null && VOIDING_STATUSES.has(statusKey(stateText));
  const profit = firstPresent(bet, ['grossProfit', 'profit', 'netProfit', 'profitAndLoss']);
  let netReturnCents = 0;
  if (profit) netReturnCents = parseMoneyCents(profit.value, `${where}.${profit.key}`);
  else if (!voided) fail(`${where}.grossProfit`, 'missing');

  const outcomeText = textOf(bet, ['betOutcome', 'result', 'outcome']);
  let status: BetStatus;
  if (voided) status = 'VOID';
  else if (outcomeText !== null) status = statusOf(outcomeText, `${where}.betOutcome`);
  else status = statusFromProfit(netReturnCents);
  if (status === 'VOID') netReturnCents = 0;

  const liability = firstPresent(bet, ['liability']);
  const givenLiability = liability
    ? parseStakeCents(liability.value, `${where}.liability`, 'a liability')
    : null;
  const money = exchangeMoney(side, stakeCents, oddsMilli, netReturnCents, givenLiability);
  const { competition, event } = splitEventPath(textOf(bet, ['eventDescription', 'eventName']));
  const sport = sportOf(bet);
  const marketName = textOf(bet, ['marketName', 'marketDescription']);

  return {
    source: 'betfair-exchange-web',
    sourceBetId,
    aliases: [],
    placedAt: parseInstant(placed.value, placed.where),
    settledAt: optionalInstant(bet, ['settledDate', 'settledAt'], where),
    sport,
    competition,
    eventDescription: event,
    oddsMilli,
    stakeCents,
    returnCents: money.returnCents,
    netReturnCents,
    status,
    // An Exchange bet is one selection in one market: a single.
    betType: 'SGL',
    bookmaker: 'Betfair Exchange',
    side,
    liabilityCents: money.liabilityCents,
    ...noBetExtras(),
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
// 3. Exchange API listClearedOrders (REST and JSON-RPC)

function mapExchangeApiOrder(order: JsonObject, where: string): BetRecord {
  const id = required(order, ['betId'], where);
  const sourceBetId = asText(id.value);
  if (sourceBetId === null) fail(id.where, `expected an id, got ${describeValue(id.value)}`);
  const placed = required(order, ['placedDate', 'lastMatchedDate', 'settledDate'], where);
  const side = sideOf(order, where);
  const size = required(order, ['sizeSettled', 'sizeMatched'], where);
  const stakeCents = parseStakeCents(size.value, size.where);

  // An order that never matched (lapsed, cancelled) may carry price 0: no odds, not bad odds.
  const priceKeys = ['priceMatched', 'priceRequested'];
  const unmatched = stakeCents === 0 && firstPresent(order, priceKeys)?.value === 0;
  const oddsMilli = unmatched ? null : optionalOdds(order, priceKeys, where);

  const betStatusText = textOf(order, ['betStatus', 'status']);
  const voided = betStatusText !== null && VOIDING_STATUSES.has(statusKey(betStatusText));
  const outcomeText = textOf(order, ['betOutcome']);
  const profit = firstPresent(order, ['profit']);
  let netReturnCents = profit ? parseMoneyCents(profit.value, `${where}.profit`) : 0;

  let status: BetStatus;
  if (voided) status = 'VOID';
  else if (outcomeText !== null) status = statusOf(outcomeText, `${where}.betOutcome`);
  else status = statusFromProfit(netReturnCents);
  if (!profit && status !== 'VOID' && stakeCents !== 0) fail(`${where}.profit`, 'missing');
  if (status === 'VOID') netReturnCents = 0;

  const money = exchangeMoney(side, stakeCents, oddsMilli, netReturnCents, null);
  const item = isJsonObject(order['itemDescription']) ? order['itemDescription'] : {};
  const sport = textOf(item, ['eventTypeDesc']) ?? sportOf(order);
  const eventName = textOf(item, ['eventDesc']);
  const selectionId = asText(order['selectionId']);

  return {
    source: 'betfair-exchange-api',
    sourceBetId,
    aliases: [],
    placedAt: parseInstant(placed.value, placed.where),
    settledAt: optionalInstant(order, ['settledDate'], where),
    sport,
    competition: null,
    eventDescription: eventName,
    oddsMilli,
    stakeCents,
    returnCents: money.returnCents,
    netReturnCents,
    status,
    // An Exchange bet is one selection in one market: a single.
    betType: 'SGL',
    bookmaker: 'Betfair Exchange',
    side,
    liabilityCents: money.liabilityCents,
    ...noBetExtras(),
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
