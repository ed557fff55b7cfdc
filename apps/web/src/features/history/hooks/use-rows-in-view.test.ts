import { describe, expect, it } from 'vitest';
import { rowsInWindow, SHORTEST_ROW_PX } from './use-rows-in-view';

describe('rows the window can show', () => {
  it('counts the shortest rows between the list top and the window bottom', () => {
    expect(SHORTEST_ROW_PX).toBe(40);
    // 800 - 704 = 96 px: two rows and part of a third.
    expect(rowsInWindow(704, 800)).toBe(3);
    // 80 px: exactly two.
    expect(rowsInWindow(720, 800)).toBe(2);
  });

  it('takes the whole window once the list top has scrolled past, and one row below it', () => {
    // 800 / 40 = 20 rows.
    expect(rowsInWindow(-2000, 800)).toBe(20);
    expect(rowsInWindow(0, 800)).toBe(20);
    expect(rowsInWindow(1200, 800)).toBe(1);
  });
});
