import { Temporal } from 'temporal-polyfill';
import { civilOf, dayKeyOf } from './day-numbers.ts';
import { lastMsOfDay, readUtcDay } from './iso-instant.ts';

/**
 * StakeLab's one time-zone implementation: the calendar day an instant falls on in a zone, and
 * the instant a zone's day starts. The dashboards' buckets and date ranges, the history
 * filter's days and the server's "today" of tipster stakes all go through here.
 *
 * Zones are Temporal's (temporal-polyfill), and so is the start of a day: ZonedDateTime's
 * startOfDay(), local midnight, or where daylight saving starts at midnight and 00:00 does not
 * exist (Santiago 2024-09-08, Asunción 2024-10-06, Havana 2024-03-10) the end of the gap, 01:00.
 *
 * Why not Temporal per bet: an offset lookup is slow enough that one per bet would dominate a
 * dashboard over a long history. A zone's offset changes a few times a year, so it is asked for
 * once per span between two transitions (Temporal names them: getTimeZoneTransition), and the
 * spans are kept per zone for the life of the process (18 months of bets in Madrid make 4
 * spans). A bet then costs an integer compare: is its UTC day one of the current span's whole
 * days? Only bets on a transition's own UTC day search the spans. Offsets are carried as (UTC
 * day, ms into it), small integers, never as epoch milliseconds, which V8 would box per bet.
 */

const DAY_MS = 86_400_000;

/** [startMs, endMs) of one UTC offset, with the whole UTC days inside it. */
interface OffsetSpan {
  /** The transition that began it, epoch ms; −Infinity before the zone's first. */
  readonly startMs: number;
  /** The next transition, epoch ms; Infinity after the zone's last. */
  readonly endMs: number;
  /** Local wall time − UTC, ms (whole seconds: historic local mean times have them). */
  readonly offsetMs: number;
  /** The UTC days lying wholly inside the span: [fromDay, toDay). */
  readonly fromDay: number;
  readonly toDay: number;
}

function spanAt(timeZone: string, epochMs: number): OffsetSpan {
  const zoned = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(timeZone);
  const previous = zoned.getTimeZoneTransition('previous');
  const next = zoned.getTimeZoneTransition('next');
  // 'previous' is the last transition strictly before the instant. When the instant is itself a
  // transition, that one left the old offset in place: the span starts at the instant.
  const startMs =
    previous === null
      ? -Infinity
      : previous.offsetNanoseconds === zoned.offsetNanoseconds
        ? previous.epochMilliseconds
        : epochMs;
  const endMs = next === null ? Infinity : next.epochMilliseconds;
  return {
    startMs,
    endMs,
    offsetMs: zoned.offsetNanoseconds / 1_000_000,
    fromDay: Math.ceil(startMs / DAY_MS),
    toDay: Math.floor(endMs / DAY_MS),
  };
}

/** One zone's offset spans found so far, disjoint and sorted by start. */
class ZoneOffsets {
  private readonly spans: OffsetSpan[] = [];

  constructor(readonly timeZone: string) {
    // Refuses an unknown zone now (RangeError), not at the first bet.
    new Temporal.ZonedDateTime(0n, timeZone);
  }

  /** The span holding an instant (integer epoch ms). */
  at(epochMs: number): OffsetSpan {
    let low = 0;
    let high = this.spans.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.spans[middle] as OffsetSpan).startMs <= epochMs) low = middle + 1;
      else high = middle;
    }
    const before = this.spans[low - 1];
    if (before !== undefined && epochMs < before.endMs) return before;
    const span = spanAt(this.timeZone, epochMs);
    this.spans.splice(low, 0, span);
    return span;
  }
}

/** Per zone name, for the life of the process: a zone's transitions do not change under it. */
const zones = new Map<string, ZoneOffsets>();

function zoneOffsets(timeZone: string): ZoneOffsets {
  let zone = zones.get(timeZone);
  if (zone === undefined) {
    zone = new ZoneOffsets(timeZone);
    zones.set(timeZone, zone);
  }
  return zone;
}

/** Whether Temporal knows the zone (an IANA name such as 'Europe/Madrid', or 'UTC'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    zoneOffsets(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Local day numbers (see day-numbers.ts) in one time zone; an unknown zone throws RangeError.
 * It remembers the span of whole UTC days it last read: make one per computation and read every
 * bet through it.
 */
export class LocalDays {
  private readonly offsets: ZoneOffsets;
  private steadyFromDay = 0;
  private steadyToDay = 0;
  private steadyOffset = 0;

  constructor(readonly timeZone: string) {
    this.offsets = zoneOffsets(timeZone);
  }

  /** The local day of the instant `msOfDay` (0 … 86,399,999) ms into UTC day `utcDay`. */
  ofUtc(utcDay: number, msOfDay: number): number {
    let offset = this.steadyOffset;
    if (!(utcDay >= this.steadyFromDay && utcDay < this.steadyToDay)) {
      if (Number.isNaN(utcDay)) return NaN;
      const span = this.offsets.at(utcDay * DAY_MS + msOfDay);
      offset = span.offsetMs;
      if (utcDay >= span.fromDay && utcDay < span.toDay) {
        this.steadyFromDay = span.fromDay;
        this.steadyToDay = span.toDay;
        this.steadyOffset = offset;
      }
    }
    // Offsets lie within ±1 day, so this moves the instant at most one day either way.
    return utcDay + Math.floor((msOfDay + offset) / DAY_MS);
  }

  /** The local day of an instant in integer epoch milliseconds (NaN for NaN). */
  ofInstant(epochMs: number): number {
    const utcDay = Math.floor(epochMs / DAY_MS);
    return this.ofUtc(utcDay, epochMs - utcDay * DAY_MS);
  }

  /** The local day of an ISO instant (a PlacedDate); NaN when it cannot be read. */
  ofText(text: string): number {
    const utcDay = readUtcDay(text);
    return Number.isNaN(utcDay) ? NaN : this.ofUtc(utcDay, lastMsOfDay());
  }

  /**
   * The instant (epoch ms) local day `dayNumber` starts: its midnight, or the first instant
   * after a DST gap that swallows midnight (Temporal's startOfDay()).
   */
  startOf(dayNumber: number): number {
    const { year, month, day } = civilOf(dayNumber);
    return new Temporal.PlainDate(year, month, day).toZonedDateTime(this.timeZone)
      .epochMilliseconds;
  }
}

/** A reader of local day numbers in `timeZone` from epoch milliseconds (see LocalDays). */
export function localDayReader(timeZone: string): (epochMs: number) => number {
  const days = new LocalDays(timeZone);
  return (epochMs) => days.ofInstant(epochMs);
}

/**
 * A PlacedDate's calendar day "yyyy-mm-dd" in `timeZone` ("" when unreadable): what the history
 * filter's `placedDayOf` option takes. Make one and use it for every bet.
 */
export function placedDayReader(timeZone: string): (placedDate: string) => string {
  const days = new LocalDays(timeZone);
  return (placedDate) => {
    const day = days.ofText(placedDate);
    return Number.isNaN(day) ? '' : dayKeyOf(day);
  };
}

/**
 * [start, end) of the calendar day `now` falls on in `timeZone`, as UTC instants: end is the
 * next day's start, so a day is 23, 24 or 25 hours long.
 */
export function zonedDayBounds(now: Date, timeZone: string): { start: Date; end: Date } {
  const days = new LocalDays(timeZone);
  const today = days.ofInstant(now.getTime());
  return { start: new Date(days.startOf(today)), end: new Date(days.startOf(today + 1)) };
}
