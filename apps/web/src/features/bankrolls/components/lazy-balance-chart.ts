import { lazy } from 'react';

/** The balance chart, in a chunk of its own (recharts stays out of the page's). */
export const LazyBalanceChart = lazy(() =>
  import('./balance-chart').then((module) => ({ default: module.BalanceChart })),
);
