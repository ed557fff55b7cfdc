import { act, renderHook } from '@testing-library/react';
import type { BetView } from '@stakelab/core';
import { describe, expect, it, vi } from 'vitest';
import { bet } from '../test/history-api';
import {
  REST_AFTER_MS,
  ROWS_PER_STEP,
  rowsWithFreshAtMost,
  useRowsInSteps,
} from './use-rows-in-steps';

const bets = (count: number, from = 1): BetView[] =>
  Array.from({ length: count }, (_, i) => bet({ Id: from + i }));

describe('rows drawn in steps', () => {
  it('takes the longest start with at most so many rows not drawn yet', () => {
    const rows = bets(6);
    const [a, b, c, d] = rows as [BetView, BetView, BetView, BetView];
    expect(rowsWithFreshAtMost(rows, new Set(), 2)).toEqual([a, b]);
    // b and c are on screen: a and d are the two new ones, and the new fifth row stops it.
    expect(rowsWithFreshAtMost(rows, new Set([b, c]), 2)).toEqual([a, b, c, d]);
    expect(rowsWithFreshAtMost(rows, new Set(rows), 0)).toBe(rows);
    expect(rowsWithFreshAtMost(rows, new Set(), 0)).toEqual([]);
  });

  it('draws a new page a step at a time, and keeps rows already drawn when one changes', async () => {
    const page = bets(50);
    // Every render's rows: act() below runs the transitions too, so only the renders show steps.
    const drawn: number[] = [];
    const { result, rerender } = renderHook(
      ({ rows }) => {
        const shown = useRowsInSteps(rows);
        drawn.push(shown.length);
        return shown;
      },
      { initialProps: { rows: page } },
    );
    // The first render holds one step; the transitions after it complete the page.
    await act(async () => undefined);
    await vi.waitFor(() => expect(result.current).toBe(page));

    expect(drawn[0]).toBe(ROWS_PER_STEP);

    // One bet settled: a new object for it, the other 49 the same. Nothing is dropped.
    const settled = page.map((row, i) => (i === 40 ? { ...row, Status: 'WON' } : row));
    drawn.length = 0;
    rerender({ rows: settled });
    expect(result.current).toBe(settled);
    expect(Math.min(...drawn)).toBe(50);

    // Another filter: 50 new bets. Only a step shows at first, then the rest.
    const other = bets(50, 1000);
    drawn.length = 0;
    rerender({ rows: other });
    await vi.waitFor(() => expect(result.current).toBe(other));
    expect(new Set(drawn)).toEqual(new Set([12, 24, 36, 48, 50]));
  });

  it('draws what is in sight with the answer and the rest only once the typing pauses', () => {
    vi.useFakeTimers();
    try {
      const first = bets(50);
      const { result, rerender } = renderHook(({ rows }) => useRowsInSteps(rows, 3), {
        initialProps: { rows: first },
      });
      expect(result.current).toHaveLength(3);
      // The next key's answer comes before the pause is over: still only three new rows.
      act(() => {
        vi.advanceTimersByTime(REST_AFTER_MS - 1);
      });
      expect(result.current).toHaveLength(3);
      const second = bets(50, 500);
      rerender({ rows: second });
      expect(result.current.map((row) => row.Id)).toEqual([500, 501, 502]);
      act(() => {
        vi.advanceTimersByTime(REST_AFTER_MS - 1);
      });
      expect(result.current).toHaveLength(3);
      // The pause: a step of ROWS_PER_STEP, then the next ones without waiting.
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(result.current).toHaveLength(3 + ROWS_PER_STEP);
      // Each step's effect sets the next one's timer: a round each.
      for (let round = 0; round < 5; round += 1)
        act(() => {
          vi.runAllTimers();
        });
      expect(result.current).toBe(second);
    } finally {
      vi.useRealTimers();
    }
  });
});
