/** docs/product.md §9: a bet entered by hand is placed at 12:00 unless the user says otherwise. */
export const DEFAULT_BET_TIME = '12:00';

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as 'YYYY-MM-DD' (the date pickers' value), today by default. */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local time of day as 'HH:mm' (the time input's value). */
export function localTime(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The bet's placed instant (docs/product.md §3 placedDate) from the chosen day and time, read in
 * the browser's time zone: the user enters the time on their own clock. An empty time is skipped
 * (docs/product.md §5), i.e. the start of the day. Null when the day or the time cannot be read.
 */
export function placedDateIso(day: string, time: string): string | null {
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!dayMatch) return null;
  const timeMatch = time.trim() === '' ? ['', '0', '0'] : /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!timeMatch) return null;
  const [, year, month, date] = dayMatch.map(Number) as [number, number, number, number];
  const hours = Number(timeMatch[1]);
  const minutes = Number(timeMatch[2]);
  if (hours > 23 || minutes > 59) return null;
  const placed = new Date(year, month - 1, date, hours, minutes);
  // new Date() rolls 31 February over into March; that is not the day the user chose.
  if (placed.getMonth() !== month - 1 || placed.getDate() !== date) return null;
  return placed.toISOString();
}

/**
 * Parses what a user types into a date filter: 'DD/MM/YYYY' (how both languages show dates)
 * or 'YYYY-MM-DD'. Returns the day as 'YYYY-MM-DD', or null when it is not a real date.
 */
export function parseTypedDay(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const european = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  let parts: [number, number, number] | null = null;
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (european) parts = [Number(european[3]), Number(european[2]), Number(european[1])];
  if (!parts) return null;
  const [year, month, date] = parts;
  const check = new Date(year, month - 1, date);
  if (check.getFullYear() !== year || check.getMonth() !== month - 1 || check.getDate() !== date) {
    return null;
  }
  return `${year}-${pad(month)}-${pad(date)}`;
}
