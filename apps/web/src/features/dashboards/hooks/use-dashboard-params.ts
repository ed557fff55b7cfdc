import type { DateRange, FacetFilter } from '@stakelab/core';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type DashboardTab,
  readCurrency,
  readFacets,
  readRange,
  readTab,
  readUnits,
  writeCurrency,
  writeFacets,
  writeRange,
  writeTab,
  writeUnits,
} from '../utils/dashboard-params';

/**
 * The period, the tab, the facets' choices and the units switch live in the URL
 * (`?range=last30Days&tab=time&bookmaker=Bet365&units=1`), so a reload or a shared link opens
 * the same view. Changes replace the entry (Back leaves the dashboards rather
 * than stepping through every click) and keep the scroll position.
 */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams();
  const range = readRange(params);
  const tab = readTab(params);
  const units = readUnits(params);
  const currency = readCurrency(params);
  // A new object only when the choices change: the report query is keyed by it.
  const facetKey = JSON.stringify(readFacets(params));
  const facets = useMemo(() => JSON.parse(facetKey) as FacetFilter, [facetKey]);

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

  const setFacets = useCallback(
    (next: FacetFilter) =>
      setParams((current) => writeFacets(current, next), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );
  const setUnits = useCallback(
    (next: boolean) =>
      setParams((current) => writeUnits(current, next), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );

  const setCurrency = useCallback(
    (next: string | null) =>
      setParams((current) => writeCurrency(current, next), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );

  return {
    range,
    tab,
    facets,
    units,
    currency,
    setRange,
    setTab,
    setFacets,
    setUnits,
    setCurrency,
  };
}
