import type { BetView } from '../contract/history.ts';
import type { DateRange, WeekdayFigures } from './types.ts';

type IsoWeekday = WeekdayFigures['weekday'];

/**
 * Calendar days in the user's time zone, fast enough for 100,000 bets.
 *
 * A day is a "day number": whole days since 1970-01-01 of the local calendar (day 0 is
 * 1970-01-01, a Thursday), so ranges compare as integers and the key "yyyy-mm-dd" is made once
 * per day, not once per bet.
 *
 * Why not Intl per bet: `Intl.DateTimeFormat#formatToParts` costs ~10 µs here, a second for
 * 100,000 bets. A zone's UTC offset changes only a few times a year, so offsets are asked for at
 * the start of each 4-day span (counted from the epoch) that has bets and at the start of the
 * next one: equal, the whole span has that offset (~140 Intl calls for 18 months of bets). A
 * span whose two offsets differ holds a transition: its days are then checked the same way,
 * and a day that holds it, its hours; in the one hour holding a transition each bet asks Intl
 * itself. So every instant gets its exact offset, including zones whose transitions are not on
 * the hour (Lord Howe's 30-minute DST starts at 15:30 UTC) and offsets with seconds (historic
 * local mean time). Offsets are carried as (UTC day, ms into it), small integers, never as
 * epoch milliseconds, which V8 would box per bet.
 *
 * The one assumption: a zone does not change its offset and change it back within 4 days. A
 * scan of every zone Intl knows, day by day from 1970 to 2035, found the closest such pair
 * about a week apart (Brazil's one-week DST of October 2000, America/Noronha and others); were
 * there one, bets inside those days would be an hour off, nothing worse.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Day number of a local calendar date (month 1–12). */
function dayNumberOfDate(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/**
 * The civil date of a day number (H. Hinnant's civil_from_days): plain integer arithmetic, no
 * Date object, as it runs once per day with bets for the bankroll, months and weekdays.
 */
function civilOf(dayNumber: number): { year: number; month: number; day: number } {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

const twoDigits = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** "yyyy-mm-dd" of a day number (20150 → "2025-03-03"). */
export function dayKeyOf(dayNumber: number): string {
  const { year, month, day } = civilOf(dayNumber);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day number of "yyyy-mm-dd", or null when the text is not a real date ("2025-02-30"). */
export function dayNumberOfKey(key: string): number | null {
  const match = DAY_KEY.exec(key.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const dayNumber = dayNumberOfDate(year, month, day);
  // Date.UTC rolls "02-30" over into March: a key that does not read back is not a date.
  return dayKeyOf(dayNumber) === `${match[1]}-${match[2]}-${match[3]}` ? dayNumber : null;
}

/** ISO weekday of a day number: 1 = Monday … 7 = Sunday (day 0, 1970-01-01, was a Thursday). */
export function isoWeekdayOf(dayNumber: number): IsoWeekday {
  return (((((dayNumber + 3) % 7) + 7) % 7) + 1) as IsoWeekday;
}

/** Year × 12 + month − 1 of a day number, so consecutive months are consecutive integers. */
export function monthIndexOf(dayNumber: number): number {
  const { year, month } = civilOf(dayNumber);
  return year * 12 + month - 1;
}

/** "yyyy-mm" of a month index (see monthIndexOf). */
export function monthKeyOf(monthIndex: number): string {
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}`;
}

/**
 * Set by readUtcDay: the milliseconds into the UTC day of the instant it last read. Returning
 * the instant as (day, ms of day), two small integers, instead of epoch ms (a double past the
 * small-integer range) keeps the per-bet path free of heap-allocated numbers.
 */
let readMsOfDay = 0;

/**
 * The UTC day number of an ISO instant (NaN when unreadable), with readMsOfDay set. The API
 * sends `Date#toISOString()` text ("2025-03-02T23:30:00.000Z"), read here digit by digit:
 * Date.parse costs 3–5 × more and this is the hottest line of the dashboards. Any other text,
 * or an impossible date in that shape, goes to Date.parse, so the result is always Date.parse's.
 */
function readUtcDay(text: string): number {
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

/**
 * Formatters by time zone. Building one costs ~0.2 ms (more than the rest of a 10,000-bet
 * analysis's Intl calls); they are immutable, so one per zone serves every call.
 */
const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClockFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** en-US wall clock text: "3/2/2025, 23:30:00". */
const WALL_CLOCK = /^(\d{1,2})\/(\d{1,2})\/(\d{1,6}), (\d{1,2}):(\d{2}):(\d{2})$/;

/**
 * A zone's offset at an instant, in ms (local wall time − UTC), to the second. Reads format()'s
 * text (4–5 × cheaper than formatToParts); formatToParts when the text is not the expected one.
 */
function offsetOfZoneAt(formatter: Intl.DateTimeFormat, epochMs: number): number {
  const wholeSecond = epochMs - (((epochMs % 1000) + 1000) % 1000);
  let year = 0;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  const match = WALL_CLOCK.exec(formatter.format(wholeSecond));
  if (match) {
    month = Number(match[1]);
    day = Number(match[2]);
    year = Number(match[3]);
    hour = Number(match[4]);
    minute = Number(match[5]);
    second = Number(match[6]);
  } else {
    for (const part of formatter.formatToParts(wholeSecond)) {
      if (part.type === 'year') year = Number(part.value);
      else if (part.type === 'month') month = Number(part.value);
      else if (part.type === 'day') day = Number(part.value);
      else if (part.type === 'hour') hour = Number(part.value);
      else if (part.type === 'minute') minute = Number(part.value);
      else if (part.type === 'second') second = Number(part.value);
    }
  }
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day); // setUTCFullYear: years 0–99 are not 19xx
  wall.setUTCHours(hour % 24, minute, second, 0); // % 24: some engines said "24" for midnight
  return wall.getTime() - wholeSecond;
}

/**
 * Local day numbers in one time zone (an IANA name; an unknown one throws RangeError, as Intl
 * does). It memoises the zone's offsets (see the top of this file): make one per computation
 * and read every bet through it.
 */
export class LocalDays {
  private readonly formatter: Intl.DateTimeFormat;
  private readonly isUtc: boolean;
  /** Offsets at span boundaries (a 4-day span's start is also a day's and an hour's). */
  private readonly samples = new Map<number, number>();
  /** Per span length: span index → the span's offset, NaN when it changes inside the span. */
  private readonly fourDaySpans = new Map<number, number>();
  private readonly daySpans = new Map<number, number>();
  private readonly hourSpans = new Map<number, number>();
  /** The last steady span of whole UTC days: sorted bets fall in it again and again. */
  private steadyFromDay = 0;
  private steadyToDay = 0;
  private steadyOffset = 0;

  constructor(readonly timeZone: string) {
    this.formatter = wallClockFormatter(timeZone);
    const resolved = this.formatter.resolvedOptions().timeZone;
    this.isUtc = resolved === 'UTC' || resolved === 'Etc/UTC' || resolved === 'Etc/GMT';
  }

  /** The local day of the instant `msOfDay` (0 … 86,399,999) ms into UTC day `utcDay`. */
  ofUtc(utcDay: number, msOfDay: number): number {
    if (this.isUtc) return utcDay;
    const offset =
      utcDay >= this.steadyFromDay && utcDay < this.steadyToDay
        ? this.steadyOffset
        : this.offsetOf(utcDay, msOfDay);
    // −14 h … +14 h moves the instant at most one day either way.
    return utcDay + Math.floor((msOfDay + offset) / DAY_MS);
  }

  /** The local day of an instant given in epoch milliseconds. */
  ofInstant(epochMs: number): number {
    const utcDay = Math.floor(epochMs / DAY_MS);
    return this.ofUtc(utcDay, epochMs - utcDay * DAY_MS);
  }

  /** The local day of an ISO instant (a PlacedDate); NaN when it cannot be read. */
  ofText(text: string): number {
    const utcDay = readUtcDay(text);
    return Number.isNaN(utcDay) ? NaN : this.ofUtc(utcDay, readMsOfDay);
  }

  private offsetOf(utcDay: number, msOfDay: number): number {
    const first = Math.floor(utcDay / 4) * 4;
    let offset = this.steadySpan(this.fourDaySpans, first, first * DAY_MS, 4 * DAY_MS);
    if (!Number.isNaN(offset)) return this.remember(first, first + 4, offset);
    offset = this.steadySpan(this.daySpans, utcDay, utcDay * DAY_MS, DAY_MS);
    if (!Number.isNaN(offset)) return this.remember(utcDay, utcDay + 1, offset);
    const hour = Math.floor(msOfDay / HOUR_MS);
    const hourStart = utcDay * DAY_MS + hour * HOUR_MS;
    offset = this.steadySpan(this.hourSpans, utcDay * 24 + hour, hourStart, HOUR_MS);
    // The hour of a transition: this instant's own offset.
    return Number.isNaN(offset) ? this.sample(utcDay * DAY_MS + msOfDay) : offset;
  }

  private remember(fromDay: number, toDay: number, offset: number): number {
    this.steadyFromDay = fromDay;
    this.steadyToDay = toDay;
    this.steadyOffset = offset;
    return offset;
  }

  /** The offset of the span [start, start + length), or NaN when it is not one offset. */
  private steadySpan(
    byIndex: Map<number, number>,
    index: number,
    start: number,
    length: number,
  ): number {
    let offset = byIndex.get(index);
    if (offset === undefined) {
      const atStart = this.sample(start);
      offset = this.sample(start + length) === atStart ? atStart : NaN;
      byIndex.set(index, offset);
    }
    return offset;
  }

  private sample(instant: number): number {
    let offset = this.samples.get(instant);
    if (offset === undefined) {
      offset = offsetOfZoneAt(this.formatter, instant);
      this.samples.set(instant, offset);
    }
    return offset;
  }
}

/** A reader of local day numbers in `timeZone` from epoch milliseconds (see LocalDays). */
export function localDayReader(timeZone: string): (epochMs: number) => number {
  const days = new LocalDays(timeZone);
  return (epochMs) => days.ofInstant(epochMs);
}

/**
 * A PlacedDate's calendar day "yyyy-mm-dd" in `timeZone` ("" when unreadable): what the history
 * filter's `placedDayOf` option takes. Memoises like localDayReader: make one, use it often.
 */
export function placedDayReader(timeZone: string): (placedDate: string) => string {
  const days = new LocalDays(timeZone);
  return (placedDate) => {
    const day = days.ofText(placedDate);
    return Number.isNaN(day) ? '' : dayKeyOf(day);
  };
}

/** Inclusive local day numbers; either end may be open. */
export interface DayBounds {
  from: number;
  to: number;
}

/**
 * The local days a date range covers, or null for "all" (no filtering at all). `today` is the
 * day number of "now" in the user's time zone.
 * - thisMonth: the 1st to the last day of today's calendar month;
 * - last30Days: today and the 29 days before it;
 * - thisYear: 1 January to 31 December of today's year;
 * - custom: `from` … `to` inclusive; a missing, blank or unreadable end is open. A `from` after
 *   `to` covers nothing.
 * Bets placed after today still fall in "this month" and "this year" (their calendar period).
 */
export function dateRangeDays(range: DateRange | undefined, today: number): DayBounds | null {
  if (range === undefined || range.preset === 'all') return null;
  const date = new Date(today * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  switch (range.preset) {
    case 'thisMonth':
      return {
        from: dayNumberOfDate(year, month, 1),
        to: dayNumberOfDate(year, month + 1, 1) - 1, // Date.UTC rolls month 13 into January
      };
    case 'last30Days':
      return { from: today - 29, to: today };
    case 'thisYear':
      return { from: dayNumberOfDate(year, 1, 1), to: dayNumberOfDate(year + 1, 1, 1) - 1 };
    case 'custom': {
      const from = range.from === undefined ? null : dayNumberOfKey(range.from);
      const to = range.to === undefined ? null : dayNumberOfKey(range.to);
      return { from: from ?? -Infinity, to: to ?? Infinity };
    }
  }
}

/**
 * The bets placed within the date range, by their local calendar day in `timeZone`, in their
 * order; `now` anchors the relative presets. A bet whose PlacedDate cannot be read is kept only
 * by "all". analyzeBets({ range }) applies the same rule inside its single pass.
 */
export function filterByDateRange(
  bets: readonly BetView[],
  range: DateRange,
  timeZone: string,
  now: Date,
): BetView[] {
  const days = new LocalDays(timeZone);
  const bounds = dateRangeDays(range, days.ofInstant(now.getTime()));
  if (bounds === null) return bets.slice();
  return bets.filter((bet) => {
    // NaN compares false: an unreadable date is out of every bounded range.
    const day = days.ofText(bet.PlacedDate);
    return day >= bounds.from && day <= bounds.to;
  });
}
