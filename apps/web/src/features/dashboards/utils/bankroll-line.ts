import type { BankrollPoint } from '@stakelab/core';
import { LINE_POINTS, thinLine } from '../../../lib/thin-line';
import { dayTime, timeTicks } from '../../../lib/time-axis';

/**
 * The bankroll line on a time axis: each drawn day at its time (00:00 UTC of the day), and
 * the axis's ticks on calendar boundaries (issue 32). Every day is in the table; the line
 * draws no more points than it can show (thinLine).
 */
export function bankrollLine(bankroll: readonly BankrollPoint[]) {
  const points = thinLine(bankroll, (point) => point.cumulative, LINE_POINTS).map((point) => ({
    point,
    time: dayTime(point.date),
  }));
  const first = points[0]?.time ?? 0;
  const last = points.at(-1)?.time ?? 0;
  return {
    points,
    ticks: points.length === 0 ? [] : timeTicks(first, last),
    crossesYears: new Date(first).getUTCFullYear() !== new Date(last).getUTCFullYear(),
  };
}
