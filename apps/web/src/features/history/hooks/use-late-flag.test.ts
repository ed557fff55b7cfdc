import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLateFlag } from './use-late-flag';

describe('a flag raised late', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rises only once it has stayed up the delay, and falls at once', () => {
    const { result, rerender } = renderHook(({ flag }) => useLateFlag(flag, 250), {
      initialProps: { flag: false },
    });
    rerender({ flag: true });
    act(() => {
      vi.advanceTimersByTime(249);
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(false);
  });

  it('never rises for a flag that falls within the delay', () => {
    const { result, rerender } = renderHook(({ flag }) => useLateFlag(flag, 250), {
      initialProps: { flag: true },
    });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ flag: false });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current).toBe(false);
    rerender({ flag: true });
    expect(result.current).toBe(false);
  });
});
