import { type BetView, type DashboardReport, type DateRange, analyzeBets } from '@stakelab/core';
import { useMemo, useState } from 'react';
import { browserTimeZone } from '../../../lib/time-zone';

/**
 * Every figure of the six tabs for the bets in `range`, from core's analyzeBets. "Now" is taken
 * once, when the dashboards open, so "This month" does not move under the reader while they look.
 */
export function useDashboardReport(bets: BetView[], range: DateRange): DashboardReport {
  const [now] = useState(() => new Date());
  const [timeZone] = useState(browserTimeZone);
  const { preset, from, to } = range;

  return useMemo(
    () =>
      analyzeBets(bets, {
        timeZone,
        now,
        range: { preset, ...(from ? { from } : {}), ...(to ? { to } : {}) },
      }),
    [bets, timeZone, now, preset, from, to],
  );
}
