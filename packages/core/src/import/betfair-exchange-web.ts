import { type BetRecord, type BetStatus, noBetExtras } from '../bets/bet-record.ts';
import { statusKey } from '../bets/bet-status.ts';
import { asText, firstPresent, type JsonObject, textOf } from './fields.ts';
import { parseInstant } from './instants.ts';
import {
  type RecordContext,
  OPEN_WORDS,
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
import { orderDetails } from './betfair-exchange-api.ts';

/** 2. Exchange website settled bets. */

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

export function mapExchangeWebBet(bet: JsonObject, context: RecordContext): BetRecord {
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
