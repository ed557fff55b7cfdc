import { type ImportFormat, ImportFormatError } from '../bets/bet-record.ts';
import { isJsonObject, type JsonObject } from './fields.ts';
import { parseJsonText } from './json-text.ts';

/**
 * The request body for the next page of a Betfair history, or null when there is none.
 *
 * - Sportsbook and Exchange websites: the answer says `moreAvailable`; the next body is the same
 *   with `fromRecord` = the answer's `nextPageIndex` (a record index: 12 after 12 bets), or
 *   fromRecord + the bets received when that is missing or does not move forward.
 * - Exchange API listClearedOrders (REST): `fromRecord` advances by the orders received while
 *   `moreAvailable` is true; `recordCount` is kept.
 * - JSON-RPC: the same inside `params`; for a batch, only the calls whose answers (matched by
 *   `id`) have more are sent again.
 * - CSV formats have no pages: null.
 *
 * Stops (null) on an empty page even if `moreAvailable` says true, so a confused server
 * cannot keep the caller looping. `requestBody` is the JSON text sent for this page, `response`
 * the parsed JSON answer.
 */
export function nextPageRequestBody(
  format: ImportFormat,
  requestBody: string,
  response: unknown,
): string | null {
  switch (format) {
    case 'betfair-sportsbook':
    case 'betfair-exchange-web': {
      const body = requestObject(requestBody);
      const next = isJsonObject(response) ? nextWebBody(body, response) : null;
      return next === null ? null : JSON.stringify(next);
    }
    case 'betfair-exchange-api-rest': {
      const body = requestObject(requestBody);
      const next = isJsonObject(response) ? nextApiParams(body, response) : null;
      return next === null ? null : JSON.stringify(next);
    }
    case 'betfair-exchange-api-jsonrpc':
      return nextJsonRpcBody(parseJsonText(requestBody, 'the request body'), response);
    case 'bet-analytix-csv':
    case 'pikkit-csv':
    case 'stakelab-csv':
    case 'betfair-site-pnl-csv':
    case 'betfair-site-settled-csv':
    case 'mapped-csv':
      return null;
  }
}

function requestObject(text: string): JsonObject {
  const value = parseJsonText(text, 'the request body');
  if (!isJsonObject(value)) {
    throw new ImportFormatError(
      'the request body is not a JSON object',
      'request body',
      [],
      'import.curlBodyNotJson',
    );
  }
  return value;
}

function fromRecordOf(body: JsonObject): number {
  const from = Number(body['fromRecord'] ?? 0);
  return Number.isSafeInteger(from) ? Math.max(0, from) : 0;
}

function nextWebBody(body: JsonObject, response: JsonObject): JsonObject | null {
  const bets = response['bets'];
  if (response['moreAvailable'] !== true || !Array.isArray(bets) || bets.length === 0) return null;
  const from = fromRecordOf(body);
  // Number.isSafeInteger is false for anything but a number, text included ("150").
  const index = response['nextPageIndex'];
  const next =
    Number.isSafeInteger(index) && Number(index) > from ? Number(index) : from + bets.length;
  return { ...body, fromRecord: next };
}

function nextApiParams(params: JsonObject, result: JsonObject): JsonObject | null {
  // listClearedOrders and listCurrentOrders page alike.
  const orders = result['clearedOrders'] ?? result['currentOrders'];
  if (result['moreAvailable'] !== true || !Array.isArray(orders) || orders.length === 0) {
    return null;
  }
  return { ...params, fromRecord: fromRecordOf(params) + orders.length };
}

function nextRpcCall(call: unknown, answer: unknown): JsonObject | null {
  if (!isJsonObject(call) || !isJsonObject(answer) || !isJsonObject(answer['result'])) return null;
  const params = isJsonObject(call['params']) ? call['params'] : {};
  const next = nextApiParams(params, answer['result']);
  return next === null ? null : { ...call, params: next };
}

function nextJsonRpcBody(request: unknown, response: unknown): string | null {
  if (Array.isArray(request)) {
    const answers = Array.isArray(response) ? response : [response];
    const next = request
      .map((call, i) => {
        const id = isJsonObject(call) ? call['id'] : undefined;
        const answer =
          answers.find((a) => isJsonObject(a) && id !== undefined && a['id'] === id) ?? answers[i];
        return nextRpcCall(call, answer);
      })
      .filter((call): call is JsonObject => call !== null);
    return next.length === 0 ? null : JSON.stringify(next);
  }
  const answer = Array.isArray(response) ? response[0] : response;
  const next = nextRpcCall(request, answer);
  return next === null ? null : JSON.stringify(next);
}
