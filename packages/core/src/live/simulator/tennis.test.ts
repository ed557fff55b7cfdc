import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';
import {
  planTennisMatch,
  tennisMatchWinProbability,
  tennisSetWinProbability,
  tennisStrengths,
  type TennisStrengths,
} from './tennis.ts';

const even: TennisStrengths = { homeHold: 0.8, awayHold: 0.8, homeTiebreak: 0.5 };
// Nobody ever breaks serve: every set goes to a tiebreak, which home wins 70 % of the time.
const unbreakable: TennisStrengths = { homeHold: 1, awayHold: 1, homeTiebreak: 0.7 };

describe('tennisSetWinProbability', () => {
  it.each([
    { games: [6, 6], serving: true, strengths: even, p: 0.5 },
    { games: [6, 6], serving: false, strengths: unbreakable, p: 0.7 },
    { games: [0, 0], serving: true, strengths: unbreakable, p: 0.7 },
    // 5-4, home to serve and always holding: wins the set 6-4.
    { games: [5, 4], serving: true, strengths: unbreakable, p: 1 },
    // 5-6, home serving and holding to 6-6, then the tiebreak.
    { games: [5, 6], serving: true, strengths: unbreakable, p: 0.7 },
  ])('$games with home serving $serving', ({ games, serving, strengths, p }) => {
    expect(tennisSetWinProbability(games[0]!, games[1]!, serving, strengths)).toBeCloseTo(p, 10);
  });

  it('gives equal players 50 % over the two possible first servers', () => {
    const served = tennisSetWinProbability(0, 0, true, even);
    const received = tennisSetWinProbability(0, 0, false, even);
    expect((served + received) / 2).toBeCloseTo(0.5, 10);
  });
});

describe('tennisMatchWinProbability', () => {
  it('compounds the set probability: best of 3 at 0.7 a set is 0.7² + 2 × 0.7² × 0.3 = 0.784', () => {
    const p = tennisMatchWinProbability(
      { bestOf: 3, homeSets: 0, awaySets: 0, homeGames: 0, awayGames: 0, homeServing: true },
      unbreakable,
    );
    expect(p).toBeCloseTo(0.784, 10);
  });

  it('one set up in a best of 5 at 0.7 a set', () => {
    // Sets 1-0, set 2 at 0-0: home needs 2 more sets before losing 3.
    // 1 − P(away takes 3 first) = 1 − 0.3³ − 3 × 0.7 × 0.3³ = 1 − 0.027 − 0.0567 = 0.9163
    const p = tennisMatchWinProbability(
      { bestOf: 5, homeSets: 1, awaySets: 0, homeGames: 0, awayGames: 0, homeServing: false },
      unbreakable,
    );
    expect(p).toBeCloseTo(0.9163, 10);
  });

  it('makes the better player the favourite', () => {
    const strengths = tennisStrengths('ATP', 98, 84);
    expect(strengths.homeHold).toBeGreaterThan(strengths.awayHold);
    const p = tennisMatchWinProbability(
      { bestOf: 3, homeSets: 0, awaySets: 0, homeGames: 0, awayGames: 0, homeServing: false },
      strengths,
    );
    expect(p).toBeGreaterThan(0.75);
  });
});

describe('planTennisMatch', () => {
  it.each([3, 5] as const)('plays a best-of-%i match to its end', (bestOf) => {
    const match = planTennisMatch(
      createRandom(11),
      { name: 'ATP Roland Garros', tour: 'ATP', bestOf },
      { name: 'Carlos Alcaraz', rating: 97 },
      { name: 'Jannik Sinner', rating: 98 },
    );
    const first = match.stateAt(0);
    expect(first).toMatchObject({
      LiveScoreHome: 0,
      LiveScoreAway: 0,
      LiveMatchClockMinute: null,
      LiveMatchClockPeriod: 'SET 1',
      OutcomeX_Label: null,
      OutcomeX_Odds: null,
      Stats_Tennis_Home_Sets: '0',
      Stats_Tennis_Away_Sets: '0',
    });
    const last = match.stateAt(match.durationSeconds - 1);
    const setsToWin = (bestOf + 1) / 2;
    // Just before the last point one player is a set away from winning, and the last set is on.
    expect(Math.max(last.LiveScoreHome ?? 0, last.LiveScoreAway ?? 0)).toBe(setsToWin - 1);
    const sets = last.Stats_Tennis_Home_Sets?.split(',') ?? [];
    expect(sets).toHaveLength((last.LiveScoreHome ?? 0) + (last.LiveScoreAway ?? 0) + 1);
    expect(sets.length).toBeLessThanOrEqual(bestOf);
  });
});
