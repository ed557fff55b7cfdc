/** The calendar date (y, m, d) an instant falls on in a time zone. */
function zonedDate(instant: Date, timeZone: string): { y: number; m: number; d: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: part('year'), m: part('month'), d: part('day') };
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant local midnight starts a calendar day in a zone (DST-safe: checked twice). */
function startOfZonedDay(y: number, m: number, d: number, timeZone: string): Date {
  const wall = Date.UTC(y, m - 1, d);
  let instant = wall - zoneOffset(wall, timeZone);
  instant = wall - zoneOffset(instant, timeZone);
  return new Date(instant);
}

/** [start, end) of the calendar day `now` falls on in `timeZone`, as UTC instants. */
export function zonedDayBounds(now: Date, timeZone: string): { start: Date; end: Date } {
  const { y, m, d } = zonedDate(now, timeZone);
  return { start: startOfZonedDay(y, m, d, timeZone), end: startOfZonedDay(y, m, d + 1, timeZone) };
}
