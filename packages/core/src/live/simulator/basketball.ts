import type { BasketballLeague } from './catalogue.ts';
import { clamp, decimalOdds, normalCdf } from './odds.ts';
import { chance, pickWeighted, randomInt, type Random } from './random.ts';
import type { MatchState, PlannedMatch, Rated } from './types.ts';

/** Real seconds per second of game clock (fouls, free throws, time-outs, reviews). */
const REAL_SECONDS_PER_CLOCK_SECOND = 2.2;
const QUARTER_BREAK_SECONDS = 120;
const HALF_TIME_SECONDS = 15 * 60;
const OVERTIME_MINUTES = 5;
/** After this many tied overtimes a last free throw settles it (keeps the plan finite). */
const MAX_OVERTIMES = 4;
/** Points of a scoring possession: a three (or an and-one) 40 %, a two 55 %, free throws 5 %. */
const POINTS = [
  { item: 3, weight: 0.4 },
  { item: 2, weight: 0.55 },
  { item: 1, weight: 0.05 },
] as const;
const MEAN_POINTS = POINTS.reduce((sum, p) => sum + p.item * p.weight, 0);
const MEAN_SQUARED_POINTS = POINTS.reduce((sum, p) => sum + p.item * p.item * p.weight, 0);
/** Chance a team scores on a possession between equal teams, per rating point, at home. */
const SCORE_RATE = 0.48;
const SCORE_RATE_PER_RATING_POINT = 0.004;
const HOME_EDGE = 0.01;
/** Scoring runs: the bursts that make basketball scores move in waves. */
const RUN_START_CHANCE = 0.04;
const RUN_BOOST = 0.2;

export interface BasketballModel {
  /** Expected change of the home margin per minute of game clock (points). */
  driftPerMinute: number;
  /** Variance of the change of the home margin per minute of game clock (points²). */
  variancePerMinute: number;
}

export function basketballScoringRates(
  homeRating: number,
  awayRating: number,
): { home: number; away: number } {
  const edge = SCORE_RATE_PER_RATING_POINT * (homeRating - awayRating) + HOME_EDGE;
  return {
    home: clamp(SCORE_RATE + edge / 2, 0.3, 0.7),
    away: clamp(SCORE_RATE - edge / 2, 0.3, 0.7),
  };
}

/**
 * The margin model the prices use, derived from the same possession model the match plays:
 * possessions alternate, so each team has 60 / mean possession length / 2 per minute.
 */
export function basketballModel(
  rates: { home: number; away: number },
  possessionSeconds: { min: number; max: number },
): BasketballModel {
  const possessionsPerTeamPerMinute =
    60 / ((possessionSeconds.min + possessionSeconds.max) / 2) / 2;
  const variance = (rate: number) => rate * MEAN_SQUARED_POINTS - (rate * MEAN_POINTS) ** 2;
  return {
    driftPerMinute: (rates.home - rates.away) * MEAN_POINTS * possessionsPerTeamPerMinute,
    variancePerMinute: (variance(rates.home) + variance(rates.away)) * possessionsPerTeamPerMinute,
  };
}

/**
 * Probability the home side wins (overtime included) leading by `margin` points with
 * `minutesLeft` of game clock: the final margin is taken as normal around margin + drift × t;
 * a tie after regulation is a coin toss in overtime, which the continuous model already gives.
 */
export function basketballWinProbability(
  margin: number,
  minutesLeft: number,
  model: BasketballModel,
): number {
  if (minutesLeft <= 0) return margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
  const mean = margin + model.driftPerMinute * minutesLeft;
  return normalCdf(mean / Math.sqrt(model.variancePerMinute * minutesLeft));
}

/**
 * Home win, draw and away win at the end of regulation time (the European 1X2 market): a
 * final margin within ±½ point of zero is a draw.
 */
export function basketballRegulationProbabilities(
  margin: number,
  minutesLeft: number,
  model: BasketballModel,
): { home: number; draw: number; away: number } {
  if (minutesLeft <= 0) {
    return { home: margin > 0 ? 1 : 0, draw: margin === 0 ? 1 : 0, away: margin < 0 ? 1 : 0 };
  }
  const mean = margin + model.driftPerMinute * minutesLeft;
  const sd = Math.sqrt(model.variancePerMinute * minutesLeft);
  const home = 1 - normalCdf((0.5 - mean) / sd);
  const away = normalCdf((-0.5 - mean) / sd);
  return { home, draw: Math.max(0, 1 - home - away), away };
}

interface Period {
  readonly label: string;
  /** Game clock at its start and end, seconds since tip-off. */
  readonly clockStart: number;
  readonly clockEnd: number;
  /** Simulated seconds since tip-off at its start and end. */
  readonly realStart: number;
  readonly realEnd: number;
}

interface Basket {
  /** Game clock, seconds since tip-off. */
  readonly clock: number;
  readonly side: 'home' | 'away';
  readonly points: number;
}

/**
 * A basketball game: four quarters (12 minutes in the NBA, 10 under FIBA), overtime of 5
 * while tied, possessions alternating between the teams, and scoring runs.
 * The match clock minute counts from tip-off (Q2 of an NBA game is minutes 13–24).
 */
export function planBasketballMatch(
  random: Random,
  league: BasketballLeague,
  home: Rated,
  away: Rated,
): PlannedMatch {
  const rates = basketballScoringRates(home.rating, away.rating);
  const model = basketballModel(rates, league.possessionSeconds);
  const possession = league.possessionSeconds;
  const periods: Period[] = [];
  const baskets: Basket[] = [];
  let clock = 0;
  let real = 0;
  let homePoints = 0;
  let awayPoints = 0;
  let run: { side: 'home' | 'away'; possessions: number } | null = null;

  const playPeriod = (label: string, minutes: number, breakBefore: number) => {
    real += breakBefore;
    const clockEnd = clock + minutes * 60;
    const realEnd = real + Math.round(minutes * 60 * REAL_SECONDS_PER_CLOCK_SECOND);
    periods.push({ label, clockStart: clock, clockEnd, realStart: real, realEnd });
    let offense: 'home' | 'away' = chance(random, 0.5) ? 'home' : 'away';
    for (
      let t = clock + randomInt(random, possession.min, possession.max);
      t <= clockEnd;
      t += randomInt(random, possession.min, possession.max)
    ) {
      if (run === null && chance(random, RUN_START_CHANCE)) {
        run = {
          side: chance(random, 0.5) ? 'home' : 'away',
          possessions: randomInt(random, 4, 10),
        };
      }
      const boost = run === null ? 0 : run.side === offense ? RUN_BOOST : -RUN_BOOST / 2;
      if (chance(random, clamp(rates[offense] + boost, 0.1, 0.9))) {
        const points = pickWeighted(random, POINTS);
        baskets.push({ clock: t, side: offense, points });
        if (offense === 'home') homePoints += points;
        else awayPoints += points;
      }
      if (run !== null) {
        run.possessions -= 1;
        if (run.possessions <= 0) run = null;
      }
      offense = offense === 'home' ? 'away' : 'home';
    }
    clock = clockEnd;
    real = realEnd;
  };

  playPeriod('Q1', league.quarterMinutes, 0);
  playPeriod('Q2', league.quarterMinutes, QUARTER_BREAK_SECONDS);
  playPeriod('Q3', league.quarterMinutes, HALF_TIME_SECONDS);
  playPeriod('Q4', league.quarterMinutes, QUARTER_BREAK_SECONDS);
  const regulationEnd = clock;
  for (let overtime = 0; homePoints === awayPoints && overtime < MAX_OVERTIMES; overtime++) {
    playPeriod('OT', OVERTIME_MINUTES, QUARTER_BREAK_SECONDS);
  }
  if (homePoints === awayPoints) {
    baskets.push({ clock, side: chance(random, 0.5) ? 'home' : 'away', points: 1 });
  }

  const stateAt = (offsetSeconds: number): MatchState => {
    let index = 0;
    while (
      index < periods.length - 1 &&
      (periods[index + 1]?.realStart ?? Infinity) <= offsetSeconds
    ) {
      index += 1;
    }
    const period = periods[index];
    if (period === undefined) throw new Error('a basketball plan always has periods');
    const inBreak = offsetSeconds >= period.realEnd;
    const clockNow = inBreak
      ? period.clockEnd
      : period.clockStart +
        ((offsetSeconds - period.realStart) * (period.clockEnd - period.clockStart)) /
          (period.realEnd - period.realStart);
    const lastMinute = period.clockEnd / 60;
    const halfTime = inBreak && period.label === 'Q2';

    let homeScore = 0;
    let awayScore = 0;
    for (const basket of baskets) {
      if (basket.clock > clockNow) break;
      if (basket.side === 'home') homeScore += basket.points;
      else awayScore += basket.points;
    }

    const margin = homeScore - awayScore;
    let odds: { home: number; draw: number | null; away: number };
    if (clockNow < regulationEnd) {
      const minutesLeft = (regulationEnd - clockNow) / 60;
      if (league.hasDraw) {
        odds = basketballRegulationProbabilities(margin, minutesLeft, model);
      } else {
        const pHome = basketballWinProbability(margin, minutesLeft, model);
        odds = { home: pHome, draw: null, away: 1 - pHome };
      }
    } else {
      // Overtime, or the break before it: the regulation 1X2 is settled, only the winner is
      // priced (the X box disappears).
      const minutesLeft = inBreak ? OVERTIME_MINUTES : (period.clockEnd - clockNow) / 60;
      const pHome = basketballWinProbability(margin, minutesLeft, model);
      odds = { home: pHome, draw: null, away: 1 - pHome };
    }

    return {
      LiveScoreHome: homeScore,
      LiveScoreAway: awayScore,
      LiveMatchClockMinute: halfTime
        ? null
        : inBreak
          ? lastMinute
          : Math.min(Math.floor(clockNow / 60) + 1, lastMinute),
      LiveMatchClockPeriod: halfTime ? 'HT' : period.label,
      Outcome1_Label: '1',
      Outcome1_Odds: decimalOdds(odds.home),
      OutcomeX_Label: odds.draw === null ? null : 'X',
      OutcomeX_Odds: odds.draw === null ? null : decimalOdds(odds.draw),
      Outcome2_Label: '2',
      Outcome2_Odds: decimalOdds(odds.away),
      Stats_Tennis_Home_Sets: null,
      Stats_Tennis_Away_Sets: null,
      Stats_Tennis_HomeServe: null,
    };
  };

  return {
    sport: 'BASKETBALL',
    league: league.name,
    home: home.name,
    away: away.name,
    durationSeconds: real,
    stateAt,
  };
}
