import {
  type BetDetails,
  type BetRecord,
  type BetStatus,
  ImportFormatError,
  noBetExtras,
} from '../bets/bet-record.ts';
import { statusKey } from '../bets/bet-status.ts';
import { asText, firstPresent, isJsonObject, type JsonObject, textOf } from './fields.ts';
import { parseOddsMilli } from './numbers.ts';
import { parseInstant } from './instants.ts';
import {
  type RecordContext,
  required,
  optionalInstant,
  optionalOdds,
  sportOf,
  sideOf,
  statusOf,
  money,
  stake,
} from './betfair-record-fields.ts';
import { VOIDING_STATUSES, exchangeMoney, statusFromProfit } from './betfair-exchange-money.ts';

/** 3. Exchange API listClearedOrders and listCurrentOrders (REST and JSON-RPC). */

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
export function orderDetails(order: JsonObject, item: JsonObject): BetDetails | null {
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

export function mapExchangeApiOrder(order: JsonObject, context: RecordContext): BetRecord {
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
export function mapCurrentOrder(order: JsonObject, context: RecordContext): BetRecord | null {
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
