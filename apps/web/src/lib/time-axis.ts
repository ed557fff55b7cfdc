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
