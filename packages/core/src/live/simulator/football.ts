import { clamp, decimalOdds, poissonDistribution } from './odds.ts';
import { chance, randomInt, type Random } from './random.ts';
import type { MatchState, PlannedMatch, Rated } from './types.ts';

const HALF_MINUTES = 45;
const HALF_TIME_SECONDS = 15 * 60;
/** Stoppage time still to come at half-time, in minutes, as the price model expects it. */
const EXPECTED_STOPPAGE_MINUTES = 3;
/** Books suspend the match odds for a moment after a goal: the feed shows no prices then. */
const GOAL_SUSPENSION_SECONDS = 60;
/** Goals per side beyond which the price model stops counting (the tail is lumped in). */
const MAX_GOALS = 12;

export interface ExpectedGoals {
  /** Goals expected over 90 minutes. */
  home: number;
  away: number;
}

/**
 * Goals each side is expected to score over 90 minutes: a top-flight average of 1.5 at home
 * and 1.2 away, each rating point of difference worth about 2.5 % more (or fewer) goals.
 */
export function expectedGoals(homeRating: number, awayRating: number): ExpectedGoals {
  const difference = homeRating - awayRating;
  return {
    home: clamp(1.5 * Math.exp(0.025 * difference), 0.3, 4),
    away: clamp(1.2 * Math.exp(-0.025 * difference), 0.2, 3.5),
  };
}

export interface ThreeWayProbabilities {
  home: number;
  draw: number;
  away: number;
}

/**
 * Probabilities of a home win, draw and away win given the score now and the goals each side
 * is still expected to score (independent Poisson variables: the classic simple model).
 */
export function footballOutcomeProbabilities(
  homeGoals: number,
  awayGoals: number,
  homeMeanRemaining: number,
  awayMeanRemaining: number,
): ThreeWayProbabilities {
  const homeMore = poissonDistribution(homeMeanRemaining, MAX_GOALS);
  const awayMore = poissonDistribution(awayMeanRemaining, MAX_GOALS);
  const result = { home: 0, draw: 0, away: 0 };
  homeMore.forEach((pHome, i) => {
    awayMore.forEach((pAway, j) => {
      const margin = homeGoals + i - (awayGoals + j);
      const key = margin > 0 ? 'home' : margin < 0 ? 'away' : 'draw';
      result[key] += pHome * pAway;
    });
  });
  return result;
}

interface Goal {
  /** Simulated seconds after kick-off. */
  readonly second: number;
  readonly side: 'home' | 'away';
}

/**
 * A football match: two halves of 45 minutes plus 1–4 and 2–6 minutes of stoppage time, a
 * 15-minute break, and goals as a Poisson process (each side scores in any given minute with
 * probability expected goals / 90). About 110 minutes from kick-off to the final whistle.
 */
export function planFootballMatch(
  random: Random,
  league: string,
  home: Rated,
  away: Rated,
): PlannedMatch {
  const firstStoppage = randomInt(random, 1, 4);
  const secondStoppage = randomInt(random, 2, 6);
  const firstHalfEnd = (HALF_MINUTES + firstStoppage) * 60;
  const secondHalfStart = firstHalfEnd + HALF_TIME_SECONDS;
  const durationSeconds = secondHalfStart + (HALF_MINUTES + secondStoppage) * 60;
  const means = expectedGoals(home.rating, away.rating);

  const goals: Goal[] = [];
  const playHalf = (startSecond: number, minutes: number) => {
    for (let minute = 0; minute < minutes; minute++) {
      for (const side of ['home', 'away'] as const) {
        if (chance(random, means[side] / 90)) {
          goals.push({ second: startSecond + minute * 60 + randomInt(random, 0, 59), side });
        }
      }
    }
  };
  playHalf(0, HALF_MINUTES + firstStoppage);
  playHalf(secondHalfStart, HALF_MINUTES + secondStoppage);
  goals.sort((a, b) => a.second - b.second);

  const stateAt = (offsetSeconds: number): MatchState => {
    let period: string;
    let minute: number | null;
    // Minutes of play left, as the price model sees them: regulation time plus the stoppage
    // time it expects; continuous across the break so prices do not jump at half-time.
    let remainingMinutes: number;
    if (offsetSeconds < firstHalfEnd) {
      period = '1H';
      minute = Math.min(Math.floor(offsetSeconds / 60) + 1, HALF_MINUTES + firstStoppage);
      remainingMinutes =
        Math.max(0, HALF_MINUTES - offsetSeconds / 60) + HALF_MINUTES + EXPECTED_STOPPAGE_MINUTES;
    } else if (offsetSeconds < secondHalfStart) {
      period = 'HT';
      minute = null; // the clock is stopped at the break
      remainingMinutes = HALF_MINUTES + EXPECTED_STOPPAGE_MINUTES;
    } else {
      const played = (offsetSeconds - secondHalfStart) / 60;
      period = '2H';
      minute = Math.min(HALF_MINUTES + 1 + Math.floor(played), 2 * HALF_MINUTES + secondStoppage);
      remainingMinutes = Math.max(0.25, HALF_MINUTES + EXPECTED_STOPPAGE_MINUTES - played);
    }

    let homeScore = 0;
    let awayScore = 0;
    let lastGoal = -Infinity;
    for (const goal of goals) {
      if (goal.second > offsetSeconds) break;
      if (goal.side === 'home') homeScore += 1;
      else awayScore += 1;
      lastGoal = goal.second;
    }
    const suspended = offsetSeconds - lastGoal < GOAL_SUSPENSION_SECONDS;
    const p = footballOutcomeProbabilities(
      homeScore,
      awayScore,
      (means.home * remainingMinutes) / 90,
      (means.away * remainingMinutes) / 90,
    );
    return {
      LiveScoreHome: homeScore,
      LiveScoreAway: awayScore,
      LiveMatchClockMinute: minute,
      LiveMatchClockPeriod: period,
      Outcome1_Label: '1',
      Outcome1_Odds: suspended ? null : decimalOdds(p.home),
      OutcomeX_Label: 'X',
      OutcomeX_Odds: suspended ? null : decimalOdds(p.draw),
      Outcome2_Label: '2',
      Outcome2_Odds: suspended ? null : decimalOdds(p.away),
      Stats_Tennis_Home_Sets: null,
      Stats_Tennis_Away_Sets: null,
      Stats_Tennis_HomeServe: null,
    };
  };

  return {
    sport: 'FOOTBALL',
    league,
    home: home.name,
    away: away.name,
    durationSeconds,
    stateAt,
  };
}
