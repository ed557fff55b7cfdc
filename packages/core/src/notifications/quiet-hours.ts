/** Minutes after local midnight of `at` in `timeZone`. */
export function minuteOfDayIn(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/**
 * Whether `at` falls in the quiet window [start, end) of the user's zone. A window whose end is
 * before its start wraps past midnight (22:00–07:00); start = end is no window at all.
 */
export function isQuietAt(
  at: Date,
  window: { start: number; end: number } | null,
  timeZone: string,
): boolean {
  if (!window || window.start === window.end) return false;
  const minute = minuteOfDayIn(at, timeZone);
  return window.start < window.end
    ? minute >= window.start && minute < window.end
    : minute >= window.start || minute < window.end;
}
