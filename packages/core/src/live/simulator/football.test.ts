import { describe, expect, it } from 'vitest';
import { expectedGoals, footballOutcomeProbabilities, planFootballMatch } from './football.ts';
import { createRandom } from './random.ts';

describe('footballOutcomeProbabilities', () => {
  it.each([
    // Nothing left to play: the score decides.
    { score: [1, 0], means: [0, 0], expected: { home: 1, draw: 0, away: 0 } },
    { score: [2, 2], means: [0, 0], expected: { home: 0, draw: 1, away: 0 } },
    // Only home can still score, mean 1: draw iff no goal, e^-1 = 0.36788.
    { score: [0, 0], means: [1, 0], expected: { home: 0.63212, draw: 0.36788, away: 0 } },
    // Away leads by one, only home can score with mean 1: P(0) = 0.36788 away win,
    // P(1) = 0.36788 draw, the rest (0.26424) home win.
    { score: [0, 1], means: [1, 0], expected: { home: 0.26424, draw: 0.36788, away: 0.36788 } },
  ])('score $score with remaining means $means', ({ score, means, expected }) => {
    const p = footballOutcomeProbabilities(score[0]!, score[1]!, means[0]!, means[1]!);
    expect(p.home).toBeCloseTo(expected.home, 4);
    expect(p.draw).toBeCloseTo(expected.draw, 4);
    expect(p.away).toBeCloseTo(expected.away, 4);
  });

  it('is symmetric for equal sides and adds up to 1', () => {
    const p = footballOutcomeProbabilities(1, 1, 0.8, 0.8);
    expect(p.home).toBeCloseTo(p.away, 10);
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 10);
  });
});

describe('expectedGoals', () => {
  it('is 1.5 at home and 1.2 away between equals, more for the stronger side', () => {
    expect(expectedGoals(80, 80)).toEqual({ home: 1.5, away: 1.2 });
    // 20 points better: 1.5 × e^0.5 = 2.473, 1.2 × e^-0.5 = 0.728
    const strong = expectedGoals(90, 70);
    expect(strong.home).toBeCloseTo(2.473, 3);
    expect(strong.away).toBeCloseTo(0.728, 3);
  });
});

describe('planFootballMatch', () => {
  const match = planFootballMatch(
    createRandom(3),
    'LaLiga',
    { name: 'Real Madrid', rating: 92 },
    { name: 'Getafe CF', rating: 72 },
  );

  it('kicks off at 0-0 in minute 1 of the first half with all three prices', () => {
    const state = match.stateAt(0);
    expect(state).toMatchObject({
      LiveScoreHome: 0,
      LiveScoreAway: 0,
      LiveMatchClockMinute: 1,
      LiveMatchClockPeriod: '1H',
      Outcome1_Label: '1',
      OutcomeX_Label: 'X',
      Outcome2_Label: '2',
      Stats_Tennis_Home_Sets: null,
      Stats_Tennis_HomeServe: null,
    });
    // The much stronger home side is the favourite.
    expect(state.Outcome1_Odds).toBeLessThan(state.Outcome2_Odds ?? 0);
  });

  it('stops the clock at half-time and resumes in minute 46', () => {
    // The first half ends between 46:00 and 49:00, the second starts 15 minutes later
    // (61:00 to 64:00): 50:00 is always the break, 64:00 always the second half's first minutes.
    const halfTime = match.stateAt(50 * 60);
    expect(halfTime.LiveMatchClockPeriod).toBe('HT');
    expect(halfTime.LiveMatchClockMinute).toBeNull();
    const secondHalf = match.stateAt(64 * 60);
    expect(secondHalf.LiveMatchClockPeriod).toBe('2H');
    expect(secondHalf.LiveMatchClockMinute).toBeGreaterThanOrEqual(46);
    expect(secondHalf.LiveMatchClockMinute).toBeLessThanOrEqual(49);
  });

  it('lasts 90 minutes, the stoppage time and the break', () => {
    // (45 + 1…4) + 15 + (45 + 2…6) minutes
    expect(match.durationSeconds).toBeGreaterThanOrEqual(108 * 60);
    expect(match.durationSeconds).toBeLessThanOrEqual(115 * 60);
    const last = match.stateAt(match.durationSeconds - 1);
    expect(last.LiveMatchClockPeriod).toBe('2H');
    expect(last.LiveMatchClockMinute).toBeGreaterThanOrEqual(92);
  });
});
