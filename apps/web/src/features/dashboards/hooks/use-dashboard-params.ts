import type { DateRange } from '@stakelab/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  type DashboardTab,
  readRange,
  readTab,
  writeRange,
  writeTab,
} from '../utils/dashboard-params';

/**
 * The period and the tab live in the URL (`?range=last30Days&tab=time`), so a reload or a
 * shared link opens the same view. Changes replace the entry (Back leaves the dashboards rather
 * than stepping through every click) and keep the scroll position.
 */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const range = readRange(params);
  const tab = readTab(params);

  const setRange = useCallback(
    (next: DateRange) =>
      setParams((current) => writeRange(current, next), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );
  const setTab = useCallback(
    (next: DashboardTab) =>
      setParams((current) => writeTab(current, next), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );

  return { range, tab, setRange, setTab };
}
