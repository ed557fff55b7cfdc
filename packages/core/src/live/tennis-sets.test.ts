import { describe, expect, it } from 'vitest';
import { paddedSets } from './tennis-sets.ts';

describe('paddedSets', () => {
  it.each([
    { sets: null, expected: [0, 0, 0, 0, 0] },
    { sets: '', expected: [0, 0, 0, 0, 0] },
    { sets: '0', expected: [0, 0, 0, 0, 0] },
    { sets: '6', expected: [6, 0, 0, 0, 0] },
    { sets: '6,3,2', expected: [6, 3, 2, 0, 0] },
    { sets: '7, 6 ,4', expected: [7, 6, 4, 0, 0] },
    { sets: '6,4,3,7,10', expected: [6, 4, 3, 7, 10] },
    // A malformed feed value never breaks the row: unreadable entries show 0, extras are cut.
    { sets: '6,x,-1,2.5', expected: [6, 0, 0, 0, 0] },
    { sets: '1,2,3,4,5,6', expected: [1, 2, 3, 4, 5] },
  ])('pads $sets to five numbers', ({ sets, expected }) => {
    expect(paddedSets(sets)).toEqual(expected);
  });
});
