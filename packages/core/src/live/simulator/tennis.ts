import type { TennisTournament } from './catalogue.ts';
import { clamp, decimalOdds } from './odds.ts';
import { chance, randomInt, type Random } from './random.ts';
import type { MatchState, PlannedMatch, Rated } from './types.ts';

/** Share of service games held between equal players: about 80 % on the ATP tour, 65 % on the WTA. */
const HOLD_RATE = { ATP: 0.8, WTA: 0.65 } as const;
/** How much one rating point of difference adds to (or takes from) the hold rate. */
const HOLD_PER_RATING_POINT = 0.006;
/** Break between sets, simulated seconds. */
const SET_BREAK_SECONDS = 120;

export interface TennisStrengths {
  /** Probability the home player wins a game on their own serve. */
  homeHold: number;
  awayHold: number;
  /** Probability the home player wins a tiebreak. */
  homeTiebreak: number;
}

export function tennisStrengths(
  tour: 'ATP' | 'WTA',
  homeRating: number,
  awayRating: number,
): TennisStrengths {
  const edge = HOLD_PER_RATING_POINT * (homeRating - awayRating);
  const homeHold = clamp(HOLD_RATE[tour] + edge, 0.5, 0.95);
  const awayHold = clamp(HOLD_RATE[tour] - edge, 0.5, 0.95);
  return { homeHold, awayHold, homeTiebreak: clamp(0.5 + (homeHold - awayHold), 0.2, 0.8) };
}

type SetOdds = (homeGames: number, awayGames: number, homeServing: boolean) => number;

/** The set probabilities for one pair of strengths, each score worked out once. */
function setOdds(strengths: TennisStrengths): SetOdds {
  const memo = new Map<string, number>();
  const fromScore: SetOdds = (home, away, homeServes) => {
    if (home >= 6 && home - away >= 2) return 1;
    if (away >= 6 && away - home >= 2) return 0;
    if (home >= 7) return 1; // 7-6 after the tiebreak
    if (away >= 7) return 0;
    if (home === 6 && away === 6) return strengths.homeTiebreak;
    const key = `${home}-${away}-${homeServes}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const pGame = homeServes ? strengths.homeHold : 1 - strengths.awayHold;
    const value =
      pGame * fromScore(home + 1, away, !homeServes) +
      (1 - pGame) * fromScore(home, away + 1, !homeServes);
    memo.set(key, value);
    return value;
  };
  return fromScore;
}

/**
 * Probability the home player wins the set from `homeGames`–`awayGames` with the given
 * server: games won on serve with the hold rates, 6 games with 2 clear, a tiebreak at 6-6.
 */
export function tennisSetWinProbability(
  homeGames: number,
  awayGames: number,
  homeServing: boolean,
  strengths: TennisStrengths,
): number {
  return setOdds(strengths)(homeGames, awayGames, homeServing);
}

export interface TennisScore {
  bestOf: 3 | 5;
  homeSets: number;
  awaySets: number;
  /** Games in the set being played. */
  homeGames: number;
  awayGames: number;
  homeServing: boolean;
}

/**
 * Probability the home player wins the match: the current set from its score, every later
 * set at the average of the two possible first servers.
 */
export function tennisMatchWinProbability(
  score: TennisScore,
  strengths: TennisStrengths,
  set: SetOdds = setOdds(strengths),
): number {
  const setsToWin = (score.bestOf + 1) / 2;
  const laterSet = (set(0, 0, true) + set(0, 0, false)) / 2;
  const fromSets = (home: number, away: number): number => {
    if (home >= setsToWin) return 1;
    if (away >= setsToWin) return 0;
    return laterSet * fromSets(home + 1, away) + (1 - laterSet) * fromSets(home, away + 1);
  };
  const currentSet = set(score.homeGames, score.awayGames, score.homeServing);
  return (
    currentSet * fromSets(score.homeSets + 1, score.awaySets) +
    (1 - currentSet) * fromSets(score.homeSets, score.awaySets + 1)
  );
}

interface Snapshot {
  readonly homeSetGames: string;
  readonly awaySetGames: string;
  readonly homeSets: number;
  readonly awaySets: number;
  readonly homeGames: number;
  readonly awayGames: number;
}

/**
 * A tennis match played game by game: the server alternates every game (a tiebreak counts as
 * one game, so its first server receives first in the next set, as the rules say), a game on
 * serve is held with the hold rate, sets go to 6 with 2 clear and a tiebreak at 6-6 (7-6),
 * best of 3 sets or of 5 at the men's Grand Slams.
 */
export function planTennisMatch(
  random: Random,
  tournament: Pick<TennisTournament, 'name' | 'tour' | 'bestOf'>,
  home: Rated,
  away: Rated,
): PlannedMatch {
  const strengths = tennisStrengths(tournament.tour, home.rating, away.rating);
  const setProbability = setOdds(strengths);
  const setsToWin = (tournament.bestOf + 1) / 2;
  const homeServesFirst = chance(random, 0.5);
  const homeSetGames = [0];
  const awaySetGames = [0];
  let homeSets = 0;
  let awaySets = 0;
  const snapshot = (): Snapshot => ({
    homeSetGames: homeSetGames.join(','),
    awaySetGames: awaySetGames.join(','),
    homeSets,
    awaySets,
    homeGames: homeSetGames.at(-1) ?? 0,
    awayGames: awaySetGames.at(-1) ?? 0,
  });
  // snapshots[k] is the score before game k; gameEnds[k] the second game k ends at.
  const snapshots: Snapshot[] = [snapshot()];
  const gameEnds: number[] = [];
  let second = 0;

  for (let game = 0; homeSets < setsToWin && awaySets < setsToWin; game++) {
    const set = homeSetGames.length - 1;
    const homeGames = homeSetGames[set] ?? 0;
    const awayGames = awaySetGames[set] ?? 0;
    const homeServes = (game % 2 === 0) === homeServesFirst;
    const tiebreak = homeGames === 6 && awayGames === 6;
    const homeWins = tiebreak
      ? chance(random, strengths.homeTiebreak)
      : chance(random, homeServes ? strengths.homeHold : 1 - strengths.awayHold);
    // A game with the change of ends takes 2½–5½ minutes, a tiebreak 7–14.
    second += tiebreak ? randomInt(random, 420, 840) : randomInt(random, 150, 330);
    if (game > 0 && homeGames === 0 && awayGames === 0) second += SET_BREAK_SECONDS;

    const home = homeGames + (homeWins ? 1 : 0);
    const away = awayGames + (homeWins ? 0 : 1);
    homeSetGames[set] = home;
    awaySetGames[set] = away;
    const setOver =
      Math.max(home, away) === 7 || (Math.max(home, away) >= 6 && Math.abs(home - away) >= 2);
    if (setOver) {
      if (home > away) homeSets += 1;
      else awaySets += 1;
      if (homeSets < setsToWin && awaySets < setsToWin) {
        homeSetGames.push(0);
        awaySetGames.push(0);
      }
    }
    gameEnds.push(second);
    snapshots.push(snapshot());
  }

  const stateAt = (offsetSeconds: number): MatchState => {
    let played = 0;
    while (played < gameEnds.length - 1 && (gameEnds[played] ?? Infinity) <= offsetSeconds) {
      played += 1;
    }
    const score = snapshots[played];
    if (score === undefined) throw new Error('a tennis plan has a score before every game');
    const homeServing = (played % 2 === 0) === homeServesFirst;
    const pHome = tennisMatchWinProbability(
      { bestOf: tournament.bestOf, ...score, homeServing },
      strengths,
      setProbability,
    );
    return {
      LiveScoreHome: score.homeSets,
      LiveScoreAway: score.awaySets,
      LiveMatchClockMinute: null,
      LiveMatchClockPeriod: `SET ${score.homeSets + score.awaySets + 1}`,
      Outcome1_Label: '1',
      Outcome1_Odds: decimalOdds(pHome),
      OutcomeX_Label: null,
      OutcomeX_Odds: null,
      Outcome2_Label: '2',
      Outcome2_Odds: decimalOdds(1 - pHome),
      Stats_Tennis_Home_Sets: score.homeSetGames,
      Stats_Tennis_Away_Sets: score.awaySetGames,
      Stats_Tennis_HomeServe: homeServing ? 1 : 0,
    };
  };

  return {
    sport: 'TENNIS',
    league: tournament.name,
    home: home.name,
    away: away.name,
    durationSeconds: second,
    stateAt,
  };
}
