import type { DateRange, FacetedDashboardOptions, FacetFilter } from '@stakelab/core';
import { useMemo, useState } from 'react';
import { type LocalHistory, useDashboardQuery } from '../../../history-store';
import { browserTimeZone } from '../../../lib/time-zone';

/**
 * Every figure of the tabs for the bets in `range` that match the facets' choices, with the
 * facets' counts, from core's DashboardIndex run by the history engine off the page's thread; the last report stays until the new period's arrives.
 * "Now" is taken once, when the dashboards open, so "This month" does not move under the
 * reader while they look.
 */
export function useDashboardReport(
  history: LocalHistory,
  range: DateRange,
  facets: FacetFilter,
  currency: string | null = null,
) {
  const [now] = useState(() => new Date());
  const [timeZone] = useState(browserTimeZone);
  const { preset, from, to } = range;
  const options = useMemo(
    (): FacetedDashboardOptions => ({
      timeZone,
      now,
      range: { preset, ...(from ? { from } : {}), ...(to ? { to } : {}) },
      facets,
      // None chosen: the engine counts the most-used currency.
      ...(currency === null ? {} : { currency }),
    }),
    [timeZone, now, preset, from, to, facets, currency],
  );
  return useDashboardQuery(history, options);
}
