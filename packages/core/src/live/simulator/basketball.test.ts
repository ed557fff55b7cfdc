import { describe, expect, it } from 'vitest';
import {
  basketballModel,
  basketballRegulationProbabilities,
  basketballWinProbability,
  planBasketballMatch,
  type BasketballModel,
} from './basketball.ts';
import { BASKETBALL_LEAGUES } from './catalogue.ts';
import { createRandom } from './random.ts';

const level: BasketballModel = { driftPerMinute: 0, variancePerMinute: 6 };

describe('basketballWinProbability', () => {
  it.each([
    { margin: 0, minutes: 10, p: 0.5 },
    { margin: 3, minutes: 0, p: 1 },
    { margin: -1, minutes: 0, p: 0 },
    // A tie at the buzzer goes to overtime: a coin toss.
    { margin: 0, minutes: 0, p: 0.5 },
    // +10 with 10 minutes left, sd √(6 × 10) = 7.746: Φ(10 / 7.746) = Φ(1.2910) = 0.9016
    { margin: 10, minutes: 10, p: 0.9016 },
  ])('margin $margin with $minutes minutes left', ({ margin, minutes, p }) => {
    expect(basketballWinProbability(margin, minutes, level)).toBeCloseTo(p, 4);
  });
});

describe('basketballRegulationProbabilities', () => {
  it('is a draw for sure when tied at the end of regulation', () => {
    expect(basketballRegulationProbabilities(0, 0, level)).toEqual({ home: 0, draw: 1, away: 0 });
  });

  it('prices the draw as a final margin within ±½ point', () => {
    // Tied, 1 minute left, sd √6 = 2.449: P(draw) = Φ(0.5/2.449) − Φ(−0.5/2.449) = 2 × 0.58087 − 1 = 0.1617
    const p = basketballRegulationProbabilities(0, 1, level);
    expect(p.draw).toBeCloseTo(0.1617, 4);
    expect(p.home).toBeCloseTo(p.away, 10);
    expect(p.home + p.draw + p.away).toBeCloseTo(1, 10);
  });
});

describe('basketballModel', () => {
  it('drifts towards the better scorer and has no drift between equals', () => {
    const possession = { min: 6, max: 24 };
    expect(basketballModel({ home: 0.5, away: 0.5 }, possession).driftPerMinute).toBe(0);
    expect(basketballModel({ home: 0.52, away: 0.48 }, possession).driftPerMinute).toBeGreaterThan(
      0,
    );
  });
});

describe('planBasketballMatch', () => {
  it.each(BASKETBALL_LEAGUES.map((league) => [league.name, league] as const))(
    'plays four quarters of the %s, with half-time in between',
    (_name, league) => {
      const match = planBasketballMatch(
        createRandom(5),
        league,
        league.teams[0]!,
        league.teams[1]!,
      );
      const q = league.quarterMinutes;
      expect(match.stateAt(0)).toMatchObject({
        LiveScoreHome: 0,
        LiveScoreAway: 0,
        LiveMatchClockMinute: 1,
        LiveMatchClockPeriod: 'Q1',
        OutcomeX_Label: league.hasDraw ? 'X' : null,
      });
      // Half-time starts after two quarters and a 2-minute break: 2 × q × 60 × 2.2 + 120 s.
      const halfTime = match.stateAt(2 * q * 60 * 2.2 + 120 + 60);
      expect(halfTime.LiveMatchClockPeriod).toBe('HT');
      expect(halfTime.LiveMatchClockMinute).toBeNull();
      const last = match.stateAt(match.durationSeconds - 1);
      expect(['Q4', 'OT']).toContain(last.LiveMatchClockPeriod);
      expect(last.LiveMatchClockMinute).toBeGreaterThanOrEqual(4 * q);
    },
  );
});
