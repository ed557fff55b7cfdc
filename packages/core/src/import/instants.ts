import { describeValue } from './numbers.ts';
import { fail } from './value-refusal.ts';

/**
 * Tolerant reading of pasted dates, as numbers.ts reads numbers: the value as it came and the
 * place it came from (`where`), an ISO UTC instant back, or an ImportFormatError saying where
 * and why.
 */

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(Z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Instants outside these years are typing mistakes, not bets. */
const EARLIEST_MS = Date.UTC(1970, 0, 1);
const LATEST_MS = Date.UTC(3000, 0, 1) - 1;
/** Below this a number is epoch seconds (10^11 ms would be March 1973, before any bet here). */
const EPOCH_SECONDS_BELOW = 1e11;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function instantFromIso(text: string, where: string): number {
  const match = ISO_INSTANT.exec(text);
  if (!match) {
    fail(
      where,
      `${describeValue(text)} is not a date (expected e.g. 2025-03-01T14:30:00Z)`,
      'import.notADate',
      { value: describeValue(text) },
    );
  }
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone = 'Z'] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s);
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month) ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    fail(where, `${describeValue(text)} is not a real date or time`, 'import.notADate', {
      value: describeValue(text),
    });
  }
  // Sub-millisecond digits are dropped (an instant is stored to the millisecond).
  const millis = Number(fraction.slice(0, 3).padEnd(3, '0'));
  let offsetMinutes = 0;
  const zoneMatch = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (zoneMatch) {
    const [, sign, oh = '0', om = '0'] = zoneMatch;
    if (Number(oh) > 23 || Number(om) > 59) {
      fail(where, `${describeValue(text)} has a bad offset`, 'import.notADate', {
        value: describeValue(text),
      });
    }
    offsetMinutes = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om));
  }
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes * 60_000;
}

/**
 * An instant as an ISO UTC string (`2025-03-01T14:30:00.000Z`). Accepts ISO 8601 with or
 * without a zone — no zone is read as UTC, core knows no time zone — with "T" or a space, with
 * or without seconds, a bare date (midnight UTC), and epoch numbers: milliseconds, or seconds
 * below 10^11 (digits-only text too).
 */
export function parseInstant(value: unknown, where: string): string {
  let ms: number;
  if (
    typeof value === 'number' ||
    (typeof value === 'string' && value.length <= 64 && /^\s*\d{9,13}\s*$/.test(value))
  ) {
    const epoch = Number(value);
    if (!Number.isFinite(epoch)) {
      fail(where, `${describeValue(value)} is not a date`, 'import.notADate', {
        value: describeValue(value),
      });
    }
    ms = Math.trunc(Math.abs(epoch) < EPOCH_SECONDS_BELOW ? epoch * 1000 : epoch);
  } else if (typeof value === 'string') {
    if (value.trim() === '') fail(where, 'missing (empty)', 'import.valueMissing');
    if (value.length > 64) {
      fail(where, `${describeValue(value)} is not a date`, 'import.notADate', {
        value: describeValue(value),
      });
    }
    ms = instantFromIso(value.trim(), where);
  } else if (value === null || value === undefined) {
    return fail(where, 'missing', 'import.valueMissing');
  } else {
    return fail(where, `expected a date, got ${describeValue(value)}`, 'import.notADate', {
      value: describeValue(value),
    });
  }
  if (!(ms >= EARLIEST_MS && ms <= LATEST_MS)) {
    fail(
      where,
      `${describeValue(value)} is not a date between 1970 and 2999`,
      'import.dateOutOfRange',
      {
        value: describeValue(value),
      },
    );
  }
  return new Date(ms).toISOString();
}
