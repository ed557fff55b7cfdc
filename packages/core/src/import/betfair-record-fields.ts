import { type BetSide, type BetStatus } from '../bets/bet-record.ts';
import { statusKey, toBetStatus } from '../bets/bet-status.ts';
import { firstPresent, isAbsent, isJsonObject, type JsonObject, textOf } from './fields.ts';
import {
  type DecimalMark,
  describeValue,
  parseMoneyCents,
  parseOddsMilli,
  parseStakeCents,
} from './numbers.ts';
import { parseInstant } from './instants.ts';
import { type RecordReader } from './record-reader.ts';
import { sportForEventTypeId } from './sports.ts';

/** What the three Betfair record readers share: a record's context and its field readers. */

/** What a record's mapper needs: its problems' reader and each key's decimal mark. */
export interface RecordContext {
  reader: RecordReader;
  mark: (key: string) => DecimalMark | null;
}

/** Words the Sportsbook and the Exchange website use for a bet that has not settled yet. */
export const OPEN_WORDS = new Set([
  'OPEN',
  'UNSETTLED',
  'PENDING',
  'ACTIVE',
  'MATCHED',
  'UNMATCHED',
  'EXECUTABLE',
  'EXECUTION_COMPLETE',
]);

const at = (where: string, key: string) => (where === '' ? key : `${where}.${key}`);

export function required(
  record: JsonObject,
  keys: readonly string[],
  where: string,
  reader: RecordReader,
) {
  const found = firstPresent(record, keys);
  if (!found) return reader.refuse('import.valueMissing', at(where, keys[0] ?? ''));
  return { key: found.key, value: found.value, where: at(where, found.key) };
}

export function optionalInstant(
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
export function optionalOdds(
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

export function sportOf(record: JsonObject): string | null {
  return (
    textOf(record, ['eventTypeDesc', 'sportName', 'sport']) ??
    sportForEventTypeId(record['eventTypeId'] ?? record['sportId'])
  );
}

export function sideOf(record: JsonObject, reader: RecordReader): BetSide | null {
  const text = textOf(record, ['side', 'betSide']);
  if (text === null) return null;
  const key = statusKey(text);
  if (key === 'BACK' || key === 'B') return 'BACK';
  if (key === 'LAY' || key === 'L') return 'LAY';
  return reader.refuse('import.unknownSide', 'side', { value: describeValue(text) });
}

export function statusOf(text: string, field: string, reader: RecordReader): BetStatus {
  const status = toBetStatus(text);
  if (status === null) {
    return reader.refuse('import.unknownStatus', field, { value: describeValue(text) });
  }
  return status;
}

export function money(record: JsonObject, key: string, context: RecordContext): number {
  return parseMoneyCents(record[key], key, context.mark(key));
}

export function stake(
  found: { key: string; value: unknown; where: string },
  context: RecordContext,
  what = 'a stake',
): number {
  return parseStakeCents(found.value, found.where, what, context.mark(found.key));
}
