import { type ComponentType, createElement, lazy } from 'react';
import type * as DashboardCharts from './dashboard-charts';

type Charts = typeof DashboardCharts;

/** The charts' module once it is in. */
let loaded: Charts | undefined;

/**
 * The charts, loaded on first use: one chunk (dashboard-charts) shared by all of them, so
 * recharts stays out of the initial bundle and out of the dashboards page's own chunk.
 */
const load = () =>
  import('./dashboard-charts').then((module) => {
    loaded = module;
    return module;
  });

/** Starts loading the charts' chunk while the figures are still being worked out. */
export function preloadCharts(): void {
  void load().catch(() => undefined); // a failure shows when a chart is drawn
}

/**
 * A chart drawn at once when its chunk is in (see preloadCharts), suspending only while it is
 * not. A bare React.lazy suspends on its first render even when its module has loaded, and
 * React then holds the reveal for up to 300 ms (Suspense throttling): at 10,000 bets that was
 * a fifth of the time to the dashboards' first chart.
 */
function chart<Props extends object>(pick: (charts: Charts) => ComponentType<Props>) {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  // A chart first drawn through Lazy is drawn again, once, as the loaded component.
  return function Chart(props: Props) {
    return createElement(loaded ? pick(loaded) : Lazy, props);
  };
}

export const SignedBarChart = chart((charts) => charts.SignedBarChart);
export const TrendLineChart = chart((charts) => charts.TrendLineChart);
export const ResultPieChart = chart((charts) => charts.ResultPieChart);
