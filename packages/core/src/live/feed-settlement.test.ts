import { describe, expect, it } from 'vitest';
import type { FeedEvent } from '../contract/feed-events.ts';
import {
  type FinalScore,
  feedLegResult,
  finalScoreOf,
  scoreText,
  suggestedBetResult,
} from './feed-settlement.ts';

const football = (home: number | null, away: number | null): FinalScore => ({
  state: 'finished',
  home,
  away,
  hasDraw: true,
});
const twoWay = (home: number, away: number): FinalScore => ({
  state: 'finished',
  home,
  away,
  hasDraw: false,
});

describe('feedLegResult: the match result decided by the final score', () => {
  it('decides 1X2 from a football score', () => {
    // 2-1: the home win happened.
    expect(feedLegResult('1', football(2, 1))).toBe('WON');
    expect(feedLegResult('X', football(2, 1))).toBe('LOST');
    expect(feedLegResult('2', football(2, 1))).toBe('LOST');
    // 1-1: the draw.
    expect(feedLegResult('X', football(1, 1))).toBe('WON');
    expect(feedLegResult('1', football(1, 1))).toBe('LOST');
    // 0-3: the away win.
    expect(feedLegResult('2', football(0, 3))).toBe('WON');
  });

  it('decides the winner of tennis (sets won) and basketball (points)', () => {
    expect(feedLegResult('1', twoWay(2, 1))).toBe('WON'); // sets 2-1
    expect(feedLegResult('2', twoWay(2, 1))).toBe('LOST');
    expect(feedLegResult('2', twoWay(98, 104))).toBe('WON');
  });

  it('voids a two-way market that ends level', () => {
    expect(feedLegResult('1', twoWay(100, 100))).toBe('VOID');
    expect(feedLegResult('2', twoWay(100, 100))).toBe('VOID');
  });

  it('cannot decide before the final whistle, without a score, or X of a two-way market', () => {
    expect(feedLegResult('1', { ...football(2, 0), state: 'live' })).toBe('undecidable');
    expect(feedLegResult('1', football(null, null))).toBe('undecidable');
    expect(feedLegResult('X', twoWay(2, 0))).toBe('undecidable');
  });
});

describe('suggestedBetResult: a bet only when every leg is decided', () => {
  it('settles a single as its leg', () => {
    expect(suggestedBetResult(['WON'])).toBe('WON');
    expect(suggestedBetResult(['LOST'])).toBe('LOST');
    expect(suggestedBetResult(['VOID'])).toBe('VOID');
  });

  it('settles a multiple: a lost leg loses it, all won wins it, all void voids it', () => {
    expect(suggestedBetResult(['WON', 'LOST', 'WON'])).toBe('LOST');
    expect(suggestedBetResult(['WON', 'WON'])).toBe('WON');
    expect(suggestedBetResult(['VOID', 'VOID'])).toBe('VOID');
  });

  it('suggests nothing with a leg undecided, a won multiple with a void leg, or no leg', () => {
    expect(suggestedBetResult(['WON', 'undecidable'])).toBeNull();
    // Even a lost leg waits for the others: every leg decided or nothing.
    expect(suggestedBetResult(['LOST', 'undecidable'])).toBeNull();
    expect(suggestedBetResult(['WON', 'VOID'])).toBeNull();
    expect(suggestedBetResult([])).toBeNull();
  });

  it('writes the score as the source records it', () => {
    expect(scoreText(football(2, 1))).toBe('2-1');
  });
});

describe('finalScoreOf and the score at its edges', () => {
  const finished = {
    State: 'finished',
    LiveScoreHome: 2,
    LiveScoreAway: 1,
    OutcomeX_Label: 'X',
  } as const;

  it("reads the event's state, score and whether its market has a draw", () => {
    expect(finalScoreOf(finished as unknown as FeedEvent)).toEqual({
      state: 'finished',
      home: 2,
      away: 1,
      hasDraw: true,
    });
    const tennis = { ...finished, LiveScoreHome: 1, LiveScoreAway: 2, OutcomeX_Label: null };
    expect(finalScoreOf(tennis as unknown as FeedEvent)).toEqual({
      state: 'finished',
      home: 1,
      away: 2,
      hasDraw: false,
    });
  });

  it('cannot decide from a score that is not a whole number of goals, 0 or more', () => {
    expect(feedLegResult('1', football(1.5, 0))).toBe('undecidable');
    expect(feedLegResult('2', football(0, 0.5))).toBe('undecidable');
    expect(feedLegResult('1', football(-1, 0))).toBe('undecidable');
  });

  it('writes a missing side of the score as ?', () => {
    expect(scoreText(football(null, 3))).toBe('?-3');
    expect(scoreText(football(2, null))).toBe('2-?');
  });
});
