/**
 * The browser's IANA zone ('Europe/Madrid'): the user's days, months and "today" are counted in
 * it, by core's LocalDays (the dashboards, the history's date filters).
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
