import { describe, expect, it } from 'vitest';
import { resultColor } from './result-colors';

describe('resultColor', () => {
  it.each([
    ['WON', 'green'],
    ['LOST', 'red'],
    ['CASHED_OUT', 'blue'],
    ['VOID', 'gray'],
    // Not results of the table: an open bet, a lower-case spelling, an inherited property name.
    ['PLACED', 'gray'],
    ['won', 'gray'],
    ['toString', 'gray'],
  ])('%s is %s', (key, color) => {
    expect(resultColor(key)).toBe(color);
  });
});
