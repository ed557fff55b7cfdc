import { describe, expect, it } from 'vitest';
import { stableHash } from './hash.ts';

describe('stableHash', () => {
  // The hash names stored bets (Bet-Analytix rows have no id): it must never change between
  // releases, or a re-import would add every bet again. The expected values come from a
  // separate implementation of the same cyrb53-style mix (Python, 32-bit lanes masked by hand).
  it.each([
    ['', '488bdcb81aee8d83'],
    ['a', '501c2ba782c97901'],
    ['StakeLab', '6016fed282624aa9'],
    ['a\u001fb\u001ec', '3f73c03e80797048'], // the cell and row separators of bet-analytix-csv
    ['Fútbol', 'be5036c841fc1dc2'], // UTF-16 code units
    ['i', '0f1dc1ec174684ce'], // each 32-bit lane keeps its leading zeros: always 16 digits
    ['c', '1a20c63d037d35b6'],
  ])('%j → %s', (text, hash) => {
    expect(stableHash(text)).toBe(hash);
  });
});
