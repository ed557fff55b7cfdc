import { describe, expect, it } from 'vitest';
import { paddedSets, playedSetCount } from './tennis-sets.ts';

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

describe('playedSetCount', () => {
  it.each([
    // The set in play from the feed: 3 sets shown, though the third is still 0-0.
    { home: '6,3,0,0,0', away: '4,6,0,0,0', period: 'SET 3', expected: 3 },
    { home: '6,3', away: '4,6', period: 'set 3', expected: 3 },
    { home: '0', away: '0', period: 'SET 1', expected: 1 },
    { home: '6,6,6,6,6', away: '0,0,0,0,7', period: 'SET 9', expected: 5 }, // at most 5
    // No set in play (finished, or another feed's period): the last set with a game.
    { home: '6,7,0,0,0', away: '3,6,0,0,0', period: 'FT', expected: 2 },
    { home: '6,4,0,6', away: '2,6,0,0', period: null, expected: 4 }, // a 0-0 gap still counts
    { home: null, away: null, period: null, expected: 0 },
  ])('$home / $away in $period → $expected', ({ home, away, period, expected }) => {
    expect(playedSetCount(home, away, period)).toBe(expected);
  });
});
