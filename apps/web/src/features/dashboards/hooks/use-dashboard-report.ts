import type { AnalyzeOptions, DateRange } from '@stakelab/core';
import { useMemo, useState } from 'react';
import { type LocalHistory, useDashboardQuery } from '../../../lib/local-history/use-local-history';
import { browserTimeZone } from '../../../lib/time-zone';

/**
 * Every figure of the six tabs for the bets in `range`, from core's analyzeBets run by the
 * history engine off the page's thread; the last report stays until the new period's arrives.
 * "Now" is taken once, when the dashboards open, so "This month" does not move under the
 * reader while they look.
 */
export function useDashboardReport(history: LocalHistory, range: DateRange) {
  const [now] = useState(() => new Date());
  const [timeZone] = useState(browserTimeZone);
  const { preset, from, to } = range;
  const options = useMemo(
    (): AnalyzeOptions => ({
      timeZone,
      now,
      range: { preset, ...(from ? { from } : {}), ...(to ? { to } : {}) },
    }),
    [timeZone, now, preset, from, to],
  );
  return useDashboardQuery(history, options);
}
