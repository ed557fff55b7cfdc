import { lazy } from 'react';

/**
 * The charts, loaded on first use: one chunk (dashboard-charts) shared by all of them, so
 * recharts stays out of the initial bundle and out of the dashboards page's own chunk.
 */
const load = () => import('./dashboard-charts');

/** Starts loading the charts' chunk while the figures are still being worked out. */
export function preloadCharts(): void {
  void load().catch(() => undefined); // a failure shows when a chart is drawn
}

export const SignedBarChart = lazy(() => load().then((m) => ({ default: m.SignedBarChart })));
export const TrendLineChart = lazy(() => load().then((m) => ({ default: m.TrendLineChart })));
export const ResultPieChart = lazy(() => load().then((m) => ({ default: m.ResultPieChart })));
