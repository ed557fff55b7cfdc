import type { FeedOutcome } from '../analytics/edge/fair-close.ts';
import { STAKE_SETTLED_RESULTS, type StakeSettledResult } from '../contract/stakes.ts';

/**
 * The canonical JSON of a stake-record entry (docs/stake-record.md): one object, its keys in a
 * fixed order per kind, no whitespace, strings escaped as JSON.stringify escapes them; money in
 * integer cents, odds as text with 3 decimals ("2.100"), instants as ISO 8601 UTC with
 * milliseconds ("2026-11-29T10:00:00.000Z"). The same facts always give the same bytes, so
 * anyone can hash them with any SHA-256 tool.
 */

export const STAKE_RECORD_VERSION = 1;
export const STAKE_RECORD_KINDS = ['publish', 'settle', 'void', 'correction', 'close'] as const;
export type StakeRecordKind = (typeof STAKE_RECORD_KINDS)[number];

interface EntryHead {
  v: typeof STAKE_RECORD_VERSION;
  /** The entry's place in the chain, from 1, no gaps. */
  seq: number;
  stake_id: number;
  /** When the server appended it (for a publish: the stake's publish time). */
  at: string;
}

export interface PublishEntry extends EntryHead {
  kind: 'publish';
  tipster: string;
  event: string;
  bookmaker: string;
  /** The selection and any notes the admin wrote; null without. */
  details: string | null;
  odds: string;
  stake_cents: number;
  potential_winnings_cents: number;
  /** The event's start as the admin gave it; null when not given (the entry is public at once). */
  starts_at: string | null;
}

export interface SettleEntry extends EntryHead {
  kind: 'settle';
  /** The seq of the stake's publish entry; null for a stake published before the record began. */
  refers_to: number | null;
  result: StakeSettledResult;
  payout_cents: number;
}

export interface VoidEntry extends EntryHead {
  kind: 'void';
  refers_to: number | null;
  reason: string;
  /** The stake given back. */
  payout_cents: number;
}

export interface CorrectionEntry extends EntryHead {
  kind: 'correction';
  /** The seq of the settle, void or correction entry this one replaces. */
  corrects: number;
  result: StakeSettledResult;
  payout_cents: number;
  reason: string | null;
}

/**
 * The stake's closing line, taken from the live feed at its event's kick-off (issue 36): the
 * last pre-match price of the outcome the stake was picked on, and that outcome's fair
 * probability once the market's margin is removed proportionally. With the publish entry's
 * odds it gives the stake's CLV against the close and against the fair close, from the
 * record alone.
 */
export interface CloseEntry extends EntryHead {
  kind: 'close';
  /** The seq of the stake's publish entry. */
  refers_to: number;
  /** The feed event's id (its RowId). */
  feed_event: string;
  /** The market's outcome: '1' (home), 'X' (draw) or '2' (away). */
  outcome: FeedOutcome;
  /** The outcome's last pre-match price, "2.100". */
  closing_odds: string;
  /** Its fair probability, 6 decimals: "0.454343". */
  fair_probability: string;
}

export type StakeRecordEntry =
  PublishEntry | SettleEntry | VoidEntry | CorrectionEntry | CloseEntry;

type Field =
  | 'int'
  | 'text'
  | 'text?'
  | 'int?'
  | 'instant'
  | 'instant?'
  | 'odds'
  | 'result'
  | 'outcome'
  | 'probability';

const HEAD: [string, Field][] = [
  ['v', 'int'],
  ['seq', 'int'],
  ['kind', 'text'],
  ['stake_id', 'int'],
  ['at', 'instant'],
];

/** Every kind's keys, in their canonical order (the documentation's tables, word for word). */
export const STAKE_RECORD_FIELDS: Record<StakeRecordKind, [string, Field][]> = {
  publish: [
    ...HEAD,
    ['tipster', 'text'],
    ['event', 'text'],
    ['bookmaker', 'text'],
    ['details', 'text?'],
    ['odds', 'odds'],
    ['stake_cents', 'int'],
    ['potential_winnings_cents', 'int'],
    ['starts_at', 'instant?'],
  ],
  settle: [...HEAD, ['refers_to', 'int?'], ['result', 'result'], ['payout_cents', 'int']],
  void: [...HEAD, ['refers_to', 'int?'], ['reason', 'text'], ['payout_cents', 'int']],
  correction: [
    ...HEAD,
    ['corrects', 'int'],
    ['result', 'result'],
    ['payout_cents', 'int'],
    ['reason', 'text?'],
  ],
  close: [
    ...HEAD,
    ['refers_to', 'int'],
    ['feed_event', 'text'],
    ['outcome', 'outcome'],
    ['closing_odds', 'odds'],
    ['fair_probability', 'probability'],
  ],
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ODDS = /^[1-9]\d*\.\d{3}$/;
/** A probability with exactly six decimals, from "0.000000" to "1.000000". */
const PROBABILITY = /^(0\.\d{6}|1\.000000)$/;

function fits(kind: Field, value: unknown): boolean {
  if (value === null) return kind.endsWith('?');
  switch (kind.replace('?', '')) {
    case 'int':
      return Number.isSafeInteger(value);
    case 'text':
      return typeof value === 'string';
    case 'instant':
      return typeof value === 'string' && INSTANT.test(value);
    case 'odds':
      return typeof value === 'string' && ODDS.test(value);
    case 'result':
      return (STAKE_SETTLED_RESULTS as readonly unknown[]).includes(value);
    case 'outcome':
      return value === '1' || value === 'X' || value === '2';
    case 'probability':
      return typeof value === 'string' && PROBABILITY.test(value);
    default:
      return false;
  }
}

export class StakeRecordFormatError extends Error {}

/** Odds in thousandths → the record's text: 2100 → "2.100", 1010 → "1.010". */
export function oddsMilliText(oddsMilli: number): string {
  if (!Number.isSafeInteger(oddsMilli) || oddsMilli < 1000)
    throw new StakeRecordFormatError(`odds ${oddsMilli} are not thousandths of at least 1.000`);
  return `${Math.floor(oddsMilli / 1000)}.${String(oddsMilli % 1000).padStart(3, '0')}`;
}

/** A probability as the record writes it: six decimals, 204/449 → "0.454343". */
export function probabilityText(probability: number): string {
  if (!Number.isFinite(probability) || probability < 0 || probability > 1)
    throw new StakeRecordFormatError(`probability ${probability} is not between 0 and 1`);
  return probability.toFixed(6);
}

/** An instant as the record writes it: ISO 8601 UTC with milliseconds. */
export function recordInstant(date: Date): string {
  return date.toISOString();
}

/**
 * The canonical text of an entry. Throws StakeRecordFormatError for a value the format cannot
 * hold (a fractional cent, an instant without milliseconds), so nothing unverifiable is written.
 */
export function canonicalStakeEntry(entry: StakeRecordEntry): string {
  const fields = STAKE_RECORD_FIELDS[entry.kind];
  if (!fields) throw new StakeRecordFormatError(`unknown kind ${String(entry.kind)}`);
  const values = entry as unknown as Record<string, unknown>;
  const parts = fields.map(([key, kind]) => {
    const value = values[key];
    if (key === 'v' && value !== STAKE_RECORD_VERSION)
      throw new StakeRecordFormatError(`version ${String(value)} is not ${STAKE_RECORD_VERSION}`);
    if (value === undefined || !fits(kind, value))
      throw new StakeRecordFormatError(`${key} ${JSON.stringify(value)} is not a valid ${kind}`);
    return `${JSON.stringify(key)}:${JSON.stringify(value)}`;
  });
  return `{${parts.join(',')}}`;
}

/**
 * Reads a canonical text back, insisting it is canonical: exactly the kind's keys in order,
 * valid values, and the same bytes when written again. Throws StakeRecordFormatError otherwise.
 */
export function parseCanonicalStakeEntry(text: string): StakeRecordEntry {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new StakeRecordFormatError('not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new StakeRecordFormatError('not a JSON object');
  const kind = (parsed as { kind?: unknown }).kind;
  if (!(STAKE_RECORD_KINDS as readonly unknown[]).includes(kind))
    throw new StakeRecordFormatError(`unknown kind ${JSON.stringify(kind)}`);
  const keys = Object.keys(parsed);
  const expected = STAKE_RECORD_FIELDS[kind as StakeRecordKind].map(([key]) => key);
  if (keys.join(',') !== expected.join(','))
    throw new StakeRecordFormatError(`keys ${keys.join(',')} are not ${expected.join(',')}`);
  const entry = parsed as StakeRecordEntry;
  if (canonicalStakeEntry(entry) !== text) throw new StakeRecordFormatError('not canonical');
  return entry;
}
