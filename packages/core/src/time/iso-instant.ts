/**
 * ISO instants as the API sends them, read fast: the dashboards read one per bet, 100,000 of
 * them, and this is the hottest line there.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * Set by readUtcDay: the milliseconds into the UTC day of the instant it last read. Returning
 * the instant as (day, ms of day), two small integers, instead of epoch ms (a double past the
 * small-integer range) keeps the per-bet path free of heap-allocated numbers.
 */
let readMsOfDay = 0;

/** The milliseconds into the UTC day of the instant readUtcDay last read (0 … 86,399,999). */
export function lastMsOfDay(): number {
  return readMsOfDay;
}

/**
 * The UTC day number of an ISO instant (NaN when unreadable); lastMsOfDay() then has the rest. The API
 * sends `Date#toISOString()` text ("2025-03-02T23:30:00.000Z"), read here digit by digit:
 * Date.parse costs 3–5 × more and this is the hottest line of the dashboards. Any other text,
 * or an impossible date in that shape, goes to Date.parse, so the result is always Date.parse's.
 */
export function readUtcDay(text: string): number {
  if (
    text.length !== 24 ||
    text.charCodeAt(23) !== 90 /* Z */ ||
    text.charCodeAt(4) !== 45 /* - */ ||
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 84 /* T */ ||
    text.charCodeAt(13) !== 58 /* : */ ||
    text.charCodeAt(16) !== 58 ||
    text.charCodeAt(19) !== 46 /* . */
  ) {
    return readUtcDaySlowly(text);
  }
  const y0 = text.charCodeAt(0) - 48;
  const y1 = text.charCodeAt(1) - 48;
  const y2 = text.charCodeAt(2) - 48;
  const y3 = text.charCodeAt(3) - 48;
  const mo0 = text.charCodeAt(5) - 48;
  const mo1 = text.charCodeAt(6) - 48;
  const d0 = text.charCodeAt(8) - 48;
  const d1 = text.charCodeAt(9) - 48;
  const h0 = text.charCodeAt(11) - 48;
  const h1 = text.charCodeAt(12) - 48;
  const mi0 = text.charCodeAt(14) - 48;
  const mi1 = text.charCodeAt(15) - 48;
  const s0 = text.charCodeAt(17) - 48;
  const s1 = text.charCodeAt(18) - 48;
  const ms0 = text.charCodeAt(20) - 48;
  const ms1 = text.charCodeAt(21) - 48;
  const ms2 = text.charCodeAt(22) - 48;
  // Every digit is 0–9: an unsigned compare catches both sides (a negative wraps to > 9).
  if (
    y0 >>> 0 > 9 ||
    y1 >>> 0 > 9 ||
    y2 >>> 0 > 9 ||
    y3 >>> 0 > 9 ||
    mo0 >>> 0 > 9 ||
    mo1 >>> 0 > 9 ||
    d0 >>> 0 > 9 ||
    d1 >>> 0 > 9 ||
    h0 >>> 0 > 9 ||
    h1 >>> 0 > 9 ||
    mi0 >>> 0 > 9 ||
    mi1 >>> 0 > 9 ||
    s0 >>> 0 > 9 ||
    s1 >>> 0 > 9 ||
    ms0 >>> 0 > 9 ||
    ms1 >>> 0 > 9 ||
    ms2 >>> 0 > 9
  ) {
    return readUtcDaySlowly(text);
  }
  const month = mo0 * 10 + mo1;
  const day = d0 * 10 + d1;
  const hour = h0 * 10 + h1;
  const minute = mi0 * 10 + mi1;
  const second = s0 * 10 + s1;
  const year = y0 * 1000 + y1 * 100 + y2 * 10 + y3;
  const isLeap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  // 31 in months 1, 3, 5, 7, 8, 10, 12; 30 in the others; February 28 or 29.
  const monthDays = month === 2 ? (isLeap ? 29 : 28) : 30 + ((month + (month >> 3)) & 1);
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > monthDays ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return readUtcDaySlowly(text); // NaN, or whatever Date.parse makes of it
  }
  // Days from the civil date (H. Hinnant's days_from_civil), no Date object per bet.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  readMsOfDay = hour * HOUR_MS + minute * 60_000 + second * 1000 + ms0 * 100 + ms1 * 10 + ms2;
  return era * 146_097 + dayOfEra - 719_468;
}

function readUtcDaySlowly(text: string): number {
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return NaN;
  const day = Math.floor(ms / DAY_MS);
  readMsOfDay = ms - day * DAY_MS;
  return day;
}

/** An instant's epoch milliseconds from its ISO text, as Date.parse reads it (NaN when not). */
export function instantMs(text: string): number {
  const day = readUtcDay(text);
  return Number.isNaN(day) ? NaN : day * DAY_MS + readMsOfDay;
}
