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

/**
 * How many of the five set columns hold a set that has been played or is in play (issue 32):
 * the live table shows those and leaves the rest empty, where the padded zeros read as sets
 * lost 0-0. The feed names the set in play ('SET 3' → 3); without it (a finished match, another
 * feed's period) the last set in which either player has a game counts. 0 when neither has any.
 */
export function playedSetCount(
  homeSets: string | null,
  awaySets: string | null,
  period: string | null,
): number {
  const inPlay = /^\s*SET\s*(\d{1,2})\s*$/i.exec(period ?? '');
  if (inPlay?.[1] !== undefined) {
    return Math.min(Math.max(Number(inPlay[1]), 1), TENNIS_SET_COLUMNS);
  }
  const home = paddedSets(homeSets);
  const away = paddedSets(awaySets);
  let played = 0;
  for (let set = 0; set < TENNIS_SET_COLUMNS; set++) {
    if ((home[set] ?? 0) > 0 || (away[set] ?? 0) > 0) played = set + 1;
  }
  return played;
}
