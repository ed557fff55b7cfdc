import {
  type BetRecord,
  type BetStatus,
  type SelectionRecord,
  noBetExtras,
} from '../bets/bet-record.ts';
import { statusKey, toBetStatus } from '../bets/bet-status.ts';
import { backBetNetCents, betTypeForLegCount, settledReturnCents } from '../bets/settlement.ts';
import {
  asText,
  commonValue,
  firstPresent,
  isJsonObject,
  type JsonObject,
  textOf,
} from './fields.ts';
import { describeValue } from './numbers.ts';
import { parseInstant } from './instants.ts';
import {
  type RecordContext,
  OPEN_WORDS,
  required,
  optionalInstant,
  optionalOdds,
  sportOf,
  statusOf,
  stake,
} from './betfair-record-fields.ts';

/** 1. Sportsbook website history: one bet record, its legs and their parts. */

const SPORTSBOOK_ID_KEYS = ['betId', 'entryServiceId', 'receiptBetId'];

export function mapSportsbookBet(bet: JsonObject, context: RecordContext): BetRecord {
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
