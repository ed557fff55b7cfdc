/**
 * How many set scores the live table shows per tennis player (docs/product.md §2: "up to
 * 5 set scores").
 */
export const TENNIS_SET_COLUMNS = 5;

/**
 * The games per set of one tennis player, as the live table shows them: always 5 numbers,
 * padded with 0 (docs/product.md §2). `sets` is the feed's comma-separated list ('6,3,2'); null,
 * blank or unreadable entries count as 0, and anything past the fifth set is dropped (no format
 * plays more than 5).
 */
export function paddedSets(sets: string | null): number[] {
  const games = (sets ?? '')
    .split(',')
    .slice(0, TENNIS_SET_COLUMNS)
    .map((entry) => {
      const text = entry.trim();
      return /^\d+$/.test(text) ? Number(text) : 0;
    });
  while (games.length < TENNIS_SET_COLUMNS) games.push(0);
  return games;
}
