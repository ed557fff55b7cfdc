import type { CompetitionFigures } from './types.ts';

/**
 * How many gainers and how many losers the Net P/L by Competition chart shows (docs/product.md §9).
 */
export const TOP_COMPETITIONS_EACH_SIDE = 5;

const collator = new Intl.Collator('en', { numeric: true });

const byNameThenSport = (a: CompetitionFigures, b: CompetitionFigures): number =>
  collator.compare(a.name, b.name) || collator.compare(a.sport, b.sport);

/**
 * The competitions the Net P/L by Competition chart shows (docs/product.md §2, §9): of `sport`'s
 * competitions (all sports when null, the 'All Sports' choice), the up to 5 most profitable
 * (net > 0) and the up to 5 most losing (net < 0); break-even ones never show.
 *
 * One order, net profit descending, so the bars read as a ranking from the best gain down to
 * the worst loss: [biggest gain … smallest gain, smallest loss … biggest loss]. Equal profits
 * are ordered by name, then sport. Input in any order (analyzeBets' `competitions`).
 */
export function topCompetitions(
  competitions: readonly CompetitionFigures[],
  sport: string | null,
): CompetitionFigures[] {
  const shown = sport === null ? competitions : competitions.filter((c) => c.sport === sport);
  const gainers = shown
    .filter((c) => c.netProfit > 0)
    .sort((a, b) => b.netProfit - a.netProfit || byNameThenSport(a, b))
    .slice(0, TOP_COMPETITIONS_EACH_SIDE);
  const losers = shown
    .filter((c) => c.netProfit < 0)
    .sort((a, b) => a.netProfit - b.netProfit || byNameThenSport(a, b))
    .slice(0, TOP_COMPETITIONS_EACH_SIDE)
    .reverse();
  return [...gainers, ...losers];
}

/** The distinct sports of the competitions, sorted by name: the chart's sport filter options. */
export function competitionSports(competitions: readonly CompetitionFigures[]): string[] {
  return [...new Set(competitions.map((c) => c.sport))].sort(collator.compare);
}
