/**
 * Calendar days as "day numbers": whole days since 1970-01-01 of a calendar (day 0 is
 * 1970-01-01, a Thursday), so ranges compare as integers and a key "yyyy-mm-dd" is made once
 * per day, not once per bet. Which day an instant falls on in a time zone is local-days.ts's
 * business; this file is plain calendar arithmetic and knows no zone.
 */

const DAY_MS = 86_400_000;

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Day number of a calendar date (month 1–12; Date.UTC rolls 13 into next January). */
export function dayNumberOfDate(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/**
 * The civil date of a day number (H. Hinnant's civil_from_days): plain integer arithmetic, no
 * Date object, as it runs once per day with bets for the bankroll, months and weekdays.
 */
export function civilOf(dayNumber: number): { year: number; month: number; day: number } {
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

/** ISO weekday of a day number (day 0, 1970-01-01, was a Thursday). */
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
