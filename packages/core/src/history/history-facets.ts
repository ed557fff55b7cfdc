import type { Facet } from '../analytics/edge/facets.ts';

/**
 * The dashboards' facets that also filter the history (issue 32): what a bet was on and where
 * it sits. The bands and the side are the dashboards' alone (the filter bar has stake and odds
 * limits of its own).
 */
export const HISTORY_FACETS = [
  'sport',
  'competition',
  'bookmaker',
  'tipster',
  'tag',
  'bankroll',
  'betType',
] as const satisfies readonly Facet[];
export type HistoryFacet = (typeof HISTORY_FACETS)[number];
