import { sportKey } from '../../bets/sport-keys.ts';
import type { LiveEvent } from '../../contract/live-events.ts';
import { type EventTeams, parseEventTeams } from './event-teams.ts';
import { normaliseTeam, plainWords, teamSimilarity } from './team-names.ts';

/**
 * How sure an imported bet's selection is on an event of the feed (issue 36), 0-1. A sure
 * match is linked, an unsure one offered to the user, anything less left alone: a wrong link
 * would give the bet another match's closing odds and result.
 */

/** At or above: linked without asking. */
export const MATCH_LINK_CONFIDENCE = 0.9;
/** At or above (and below the link's): offered to the user. */
export const MATCH_OFFER_CONFIDENCE = 0.6;

/** Sides named the other way round: the same match most likely, but maybe the return leg. */
export const REVERSED_FACTOR = 0.85;
/** Competitions both known and different (sources name them their own way). */
export const OTHER_COMPETITION_FACTOR = 0.85;
/** A competition not known on one side: nothing confirms the teams. */
export const UNKNOWN_COMPETITION_FACTOR = 0.95;
/** Sports both known and different. */
export const OTHER_SPORT_FACTOR = 0.5;
/** Placed in play (after the start, within IN_PLAY_MS). */
export const IN_PLAY_FACTOR = 0.95;
/** Placed between a week and a month before the start. */
export const EARLY_FACTOR = 0.8;
/** Settled before the start (a cash-out could, a result could not). */
export const SETTLED_BEFORE_START_FACTOR = 0.5;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A bet placed this long after the start can still be in play. */
export const IN_PLAY_MS = 3 * HOUR;
/** Placed up to a week before: as sure as on the day. */
export const NEAR_MS = 7 * DAY;
/** Placed more than a month before: not this event. */
export const FAR_MS = 30 * DAY;

/** What matching knows of one selection of an imported bet. */
export interface MatchLeg {
  eventName: string | null;
  competition: string | null;
  sport: string | null;
  /** ISO instants of the bet. */
  placedAt: string;
  settledAt: string | null;
}

export type MatchCandidate = Pick<
  LiveEvent,
  'RowId' | 'Sport' | 'LeagueName' | 'HomeName' | 'AwayName' | 'EventStartTimeUTC'
>;

/** The teams' part: same order, or reversed and lowered a little; 0 when they differ. */
export function teamsScore(eventName: string | null, event: MatchCandidate): number {
  return scoreTeams(parseEventTeams(eventName), event);
}

function scoreTeams(teams: EventTeams | null, event: MatchCandidate): number {
  if (!teams) return 0;
  const pair = (home: string, away: string) => {
    const h = teamSimilarity(home, event.HomeName);
    const a = teamSimilarity(away, event.AwayName);
    // Both sides must be recognised; one exact and one partial is still nearly sure.
    return h > 0 && a > 0 ? (h + a) / 2 : 0;
  };
  return Math.max(pair(teams.home, teams.away), pair(teams.away, teams.home) * REVERSED_FACTOR);
}

/** A run compares the same few competitions again and again: their words, kept (bounded). */
const competitions = new Map<string, string[]>();
function competitionWords(name: string): string[] {
  let words = competitions.get(name);
  if (words === undefined) {
    if (competitions.size >= 5_000) competitions.clear();
    words = plainWords(name);
    competitions.set(name, words);
  }
  return words;
}

/** "LaLiga" and "La Liga", "Premier League" and "English Premier League" are the same. */
function competitionFactor(a: string | null, b: string | null): number {
  if (!a?.trim() || !b?.trim()) return UNKNOWN_COMPETITION_FACTOR;
  const x = competitionWords(a);
  const y = competitionWords(b);
  if (x.join('') === y.join('')) return 1;
  const [short, long] = x.length <= y.length ? [x, new Set(y)] : [y, new Set(x)];
  return short.every((word) => long.has(word)) ? 1 : OTHER_COMPETITION_FACTOR;
}

const sports = new Map<string | null, ReturnType<typeof sportKey>>();
function cachedSportKey(name: string | null): ReturnType<typeof sportKey> {
  if (!sports.has(name)) {
    if (sports.size >= 1_000) sports.clear();
    sports.set(name, sportKey(name));
  }
  return sports.get(name) ?? null;
}

function sportFactor(a: string | null, b: string | null): number {
  const x = cachedSportKey(a);
  const y = cachedSportKey(b);
  return x === null || y === null || x === y ? 1 : OTHER_SPORT_FACTOR;
}

/** When the bet was placed and settled against the event's start. */
function timeFactor(leg: MatchLeg, startIso: string): number {
  const start = Date.parse(startIso);
  const placed = Date.parse(leg.placedAt);
  if (Number.isNaN(start) || Number.isNaN(placed)) return 0;
  const before = start - placed;
  let factor: number;
  if (before < -IN_PLAY_MS || before > FAR_MS) return 0;
  else if (before < 0) factor = IN_PLAY_FACTOR;
  else factor = before <= NEAR_MS ? 1 : EARLY_FACTOR;
  const settled = leg.settledAt === null ? NaN : Date.parse(leg.settledAt);
  if (!Number.isNaN(settled) && settled < start) factor *= SETTLED_BEFORE_START_FACTOR;
  return factor;
}

/** The confidence that `leg` is on `event`, 0-1, rounded to thousandths. */
export function matchConfidence(leg: MatchLeg, event: MatchCandidate): number {
  return confidenceOf(leg, parseEventTeams(leg.eventName), event);
}

function confidenceOf(leg: MatchLeg, sides: EventTeams | null, event: MatchCandidate): number {
  const teams = scoreTeams(sides, event);
  if (teams === 0) return 0;
  const score =
    teams *
    competitionFactor(leg.competition, event.LeagueName) *
    sportFactor(leg.sport, event.Sport) *
    timeFactor(leg, event.EventStartTimeUTC);
  return Math.round(score * 1000) / 1000;
}

export type MatchVerdict =
  | { kind: 'link'; eventId: string; confidence: number }
  | { kind: 'offer'; eventId: string; confidence: number }
  | { kind: 'none' };

/** Two candidates this close are a toss-up: neither is linked without asking. */
export const AMBIGUITY_MARGIN = 0.05;

/**
 * The best event of `events` for a leg: linked when sure and clearly ahead of the next best,
 * offered when unsure (or when two are nearly as good), else none.
 */
export function matchLeg(leg: MatchLeg, events: readonly MatchCandidate[]): MatchVerdict {
  const sides = parseEventTeams(leg.eventName);
  const scored = events
    .map((event) => ({ eventId: event.RowId, confidence: confidenceOf(leg, sides, event) }))
    .filter((s) => s.confidence >= MATCH_OFFER_CONFIDENCE)
    .sort((a, b) => b.confidence - a.confidence || a.eventId.localeCompare(b.eventId));
  const [best, next] = scored;
  if (!best) return { kind: 'none' };
  // In thousandths, as the confidences are rounded: in floats 1 − 0.95 is above 0.05 and
  // 0.95 − 0.9 below it, so the margin itself would be clear for one pair and not the other.
  const clear =
    !next ||
    Math.round((best.confidence - next.confidence) * 1000) > Math.round(AMBIGUITY_MARGIN * 1000);
  return best.confidence >= MATCH_LINK_CONFIDENCE && clear
    ? { kind: 'link', ...best }
    : { kind: 'offer', ...best };
}

/** Words a bookmaker names the draw with. */
const DRAW_WORDS = new Set(['draw', 'the draw', 'x', 'tie', 'empate', 'empat']);
/** Markets whose selections are the 1X2 outcomes (or the two sides, where there is no draw). */
const RESULT_MARKETS = [
  'match odds',
  'match result',
  'full time result',
  '1x2',
  'moneyline',
  'money line',
  'match winner',
  'winner',
  'resultado',
  'resultado final',
  'ganador del partido',
];

/**
 * The feed outcome a selection is, when it can be told: its market is a match result (or not
 * said) and its name is a side or the draw. Null otherwise (an over/under leg links to the
 * event, with no outcome of the feed's 1X2 to take a closing price from).
 */
export function feedOutcomeOf(
  selectionName: string,
  marketName: string | null,
  event: Pick<MatchCandidate, 'HomeName' | 'AwayName'>,
): '1' | 'X' | '2' | null {
  if (marketName && !RESULT_MARKETS.includes(plainWords(marketName).join(' '))) return null;
  if (DRAW_WORDS.has(plainWords(selectionName).join(' '))) return 'X';
  const home = teamSimilarity(selectionName, event.HomeName);
  const away = teamSimilarity(selectionName, event.AwayName);
  if (home > away) return '1';
  if (away > home) return '2';
  return null;
}

/**
 * matchLeg over a whole feed, for many legs: each leg is scored only against the events that
 * share a word of a team's name with it, so an import of thousands of legs against a feed of
 * hundreds of events stays a few thousand scorings.
 */
export function createEventMatcher(
  events: readonly MatchCandidate[],
): (leg: MatchLeg, refused?: ReadonlySet<string>) => MatchVerdict {
  const byWord = new Map<string, MatchCandidate[]>();
  for (const event of events) {
    const words = new Set(
      [event.HomeName, event.AwayName].flatMap((name) => normaliseTeam(name).split(' ')),
    );
    for (const word of words) {
      if (!word) continue;
      const sharing = byWord.get(word);
      if (sharing) sharing.push(event);
      else byWord.set(word, [event]);
    }
  }
  const near = (name: string) =>
    new Set(
      normaliseTeam(name)
        .split(' ')
        .flatMap((word) => byWord.get(word) ?? []),
    );
  return (leg, refused) => {
    const teams = parseEventTeams(leg.eventName);
    if (!teams) return { kind: 'none' };
    // Both sides must be recognised (teamsScore), and a side is recognised only by a name
    // sharing a word with it: the candidates share a word with each side.
    const home = near(teams.home);
    const both = [...near(teams.away)].filter(
      (event) => home.has(event) && !refused?.has(event.RowId),
    );
    return matchLeg(leg, both);
  };
}
