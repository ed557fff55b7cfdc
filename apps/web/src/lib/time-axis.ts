/** Above this many points the time axis labels every nth point instead of measuring them all. */
const MEASURED_TICKS_UP_TO = 60;
/** Labels on a long time axis: room for each on a phone. */
const LONG_AXIS_LABELS = 6;
/** Labels on a phone's time axis (390 px): short dates, and only this many. */
const PHONE_AXIS_LABELS = 3;

/**
 * The time axis's label interval. recharts' 'preserveStartEnd' measures every label in the DOM
 * to pick those that fit, a layout read per label on every render, which grows with the
 * axis. A long axis labels every nth point instead.
 */
export function timeAxisInterval(points: number): number | 'preserveStartEnd' {
  return points <= MEASURED_TICKS_UP_TO
    ? 'preserveStartEnd'
    : Math.ceil(points / LONG_AXIS_LABELS) - 1;
}

/**
 * A phone's time axis (a 390 px card): every nth point, so three labels are drawn (four when the
 * last point falls on one) whatever the length, with room between them.
 */
export function phoneAxisInterval(points: number): number {
  return Math.max(0, Math.ceil(points / PHONE_AXIS_LABELS) - 1);
}

const DAY_MS = 86_400_000;

/** 'yyyy-mm-dd' as milliseconds at 00:00 UTC: a day's place on a time axis (the string names a day). */
export function dayTime(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
}

/** Tick steps a time axis may use, shortest first: days, weeks, then calendar months and years. */
const STEPS: readonly ({ days: number } | { months: number })[] = [
  { days: 1 },
  { days: 7 },
  { months: 1 },
  { months: 3 },
  { months: 6 },
  { months: 12 },
  { months: 24 },
  { months: 60 },
  { months: 120 },
];

/**
 * Ticks of a time axis from `from` to `to` (ms, UTC days), at most `max`: the shortest step
 * of STEPS that needs no more, on calendar boundaries (1st of a month; 1 January from a
 * year up; Mondays for weeks) so "Jan 2024" sits where January 2024 starts. The axis is
 * proportional to time (issue 32: one point per bet drew 2016 → 2024 as wide as one busy
 * month of 2025).
 */
export function timeTicks(from: number, to: number, max = 6): number[] {
  if (!(to >= from)) return [];
  if (to === from) return [from];
  for (const step of STEPS) {
    const ticks: number[] = [];
    if ('days' in step) {
      // Day numbers since 1970-01-01 (a Thursday); weekly ticks on Mondays (day 4 was one).
      const firstDay = Math.ceil(from / DAY_MS);
      const start = step.days === 7 ? firstDay + ((((4 - firstDay) % 7) + 7) % 7) : firstDay;
      for (let day = start; day * DAY_MS <= to && ticks.length <= max; day += step.days) {
        ticks.push(day * DAY_MS);
      }
    } else {
      const date = new Date(from);
      // The first month boundary on or after `from` that the step lands on.
      let month = date.getUTCFullYear() * 12 + date.getUTCMonth();
      if (Date.UTC(Math.floor(month / 12), month % 12, 1) < from) month += 1;
      month = Math.ceil(month / step.months) * step.months;
      for (
        let time = Date.UTC(Math.floor(month / 12), month % 12, 1);
        time <= to && ticks.length <= max;
        month += step.months, time = Date.UTC(Math.floor(month / 12), month % 12, 1)
      ) {
        ticks.push(time);
      }
    }
    if (ticks.length <= max) return ticks;
  }
  return [from, to];
}

/** Which calendar unit a set of ticks steps by, to label them: days, months or years. */
export function tickUnit(ticks: readonly number[]): 'day' | 'month' | 'year' {
  if (ticks.length < 2) return 'day';
  const gap = (ticks[1] as number) - (ticks[0] as number);
  if (gap < 28 * DAY_MS) return 'day';
  return gap < 365 * DAY_MS ? 'month' : 'year';
}
