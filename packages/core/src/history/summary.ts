import type { BetView } from '../contract/history.ts';
import { type HeadlineFigures, headlineFigures } from '../analytics/headline.ts';

/**
 * The history screen's figures (docs/product.md §2 "Bet history screen", §9): the headline
 * figures every screen shows (analytics/headline.ts), so the History summary and the
 * dashboards' Overall agree to the cent and the hundredth of a percent on the same bets.
 */
export type HistorySummary = HeadlineFigures;

/** The summary of the bets the history's filters keep (see HeadlineFigures). */
export function summarizeHistory(bets: readonly BetView[]): HistorySummary {
  return headlineFigures(bets);
}
