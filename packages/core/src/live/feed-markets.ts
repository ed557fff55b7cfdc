import type { FeedEvent } from '../contract/feed-events.ts';
import type { FeedLegResult } from './feed-settlement.ts';
import { teamSimilarity } from './matching/team-names.ts';
import { paddedSets, TENNIS_SET_COLUMNS } from './tennis-sets.ts';

/**
 * Markets other than the match result that a finished event's final score decides (issue 36,
 * build item 4): over/under goals, both teams to score (football) and a set's winner (tennis).
 * A leg linked to an event with no 1X2 outcome names its market only in its selection and
 * market names, written as bookmakers and Betfair write them, in English or Spanish. Anything
 * not read here with certainty is not decidable: nothing is settled from a market the feed
 * cannot decide.
 */
export type FeedMarket =
  | { kind: 'totalGoals'; side: 'over' | 'under'; line: number }
  | { kind: 'bothTeamsScore'; yes: boolean }
  | { kind: 'setWinner'; set: number; side: 'home' | 'away' };

/** Longer names are not a market this reads (and keep the work per leg bounded). */
export const MARKET_TEXT_LIMIT = 120;

/**
 * Lower case, accents gone, a decimal comma turned into a point ("2,5" → "2.5"), every other
 * mark a single space. Only linear, non-nested patterns: the input is bounded anyway.
 */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ') // a full stop that is not a decimal point
    .trim()
    .replace(/\s+/g, ' ');
}

/** A goal line: whole, half or quarter, 0 to 20 goals. */
function lineOf(text: string): number | null {
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(text)) return null;
  const line = Number(text);
  return line <= 20 && Number.isInteger(line * 4) ? line : null;
}

/**
 * Goal-total market names once their line is taken out ("Over/Under 2.5 Goals" → "over under
 * goals"). A team's total, a half's, corners or cards are other markets and are not here.
 */
const TOTAL_MARKETS = new Set([
  'over under',
  'over under goals',
  'goals over under',
  'total goals',
  'total goals over under',
  'over under total goals',
  'goals',
  'total',
  'totals',
  'mas menos',
  'mas menos goles',
  'mas menos de goles',
  'goles mas menos',
  'total de goles',
  'total goles',
  'goles totales',
  'goles',
  'over under goles',
]);

const OVER = new Set(['over', 'mas de', 'mas']);
const UNDER = new Set(['under', 'menos de', 'menos']);
const GOAL_WORDS = new Set(['goal', 'goals', 'gol', 'goles']);

function totalGoals(selection: string, market: string | null): FeedMarket | null {
  let marketLine: number | null = null;
  if (market !== null) {
    const words = market.split(' ');
    const numbers = words.filter((word) => /^\d/.test(word));
    if (numbers.length > 1) return null;
    if (numbers[0] !== undefined) {
      marketLine = lineOf(numbers[0]);
      if (marketLine === null) return null;
    }
    if (!TOTAL_MARKETS.has(words.filter((word) => !/^\d/.test(word)).join(' '))) return null;
  }
  const words = selection.split(' ');
  if (GOAL_WORDS.has(words[words.length - 1] ?? '')) words.pop();
  const last = words[words.length - 1] ?? '';
  const selectionLine = /^\d/.test(last) ? lineOf(last) : null;
  if (/^\d/.test(last)) {
    if (selectionLine === null) return null;
    words.pop();
  }
  const sideText = words.join(' ');
  const side = OVER.has(sideText) ? 'over' : UNDER.has(sideText) ? 'under' : null;
  if (side === null) return null;
  if (selectionLine !== null && marketLine !== null && selectionLine !== marketLine) return null;
  const line = selectionLine ?? marketLine;
  return line === null ? null : { kind: 'totalGoals', side, line };
}

const BTTS_MARKETS = [
  'both teams to score',
  'both teams score',
  'btts',
  'ambos equipos marcan',
  'ambos equipos anotan',
  'ambos marcan',
  'marcan ambos equipos',
  'ambos equipos marcaran',
];
const YES = new Set(['yes', 'si']);
const NO = new Set(['no']);

function bothTeamsScore(selection: string, market: string | null): FeedMarket | null {
  const marketIsBtts = market !== null && BTTS_MARKETS.includes(market);
  if (market !== null && !marketIsBtts) return null;
  // "Both teams to score - No" names its market in the selection; a bare "No" needs the market.
  let answer = selection;
  const named = BTTS_MARKETS.find((name) => selection.startsWith(`${name} `));
  if (named !== undefined) answer = selection.slice(named.length + 1);
  else if (!marketIsBtts) return null;
  if (YES.has(answer)) return { kind: 'bothTeamsScore', yes: true };
  if (NO.has(answer)) return { kind: 'bothTeamsScore', yes: false };
  return null;
}

/** "Set 1 Winner", "1st Set Winner", "Winner Set 1", "Ganador del set 1", "Ganador 1er set". */
const SET_MARKETS: readonly RegExp[] = [
  /^set (\d) winner$/,
  /^(\d)(?:st|nd|rd|th)? set winner$/,
  /^winner set (\d)$/,
  /^set (\d) ganador$/,
  /^ganador (?:del )?set (\d)$/,
  /^ganador (?:del )?(\d)(?:er|o|do|ro|to)? set$/,
];

function setWinner(
  selectionName: string,
  market: string | null,
  event: Pick<FeedEvent, 'HomeName' | 'AwayName'>,
): FeedMarket | null {
  if (market === null) return null;
  let set: number | null = null;
  for (const pattern of SET_MARKETS) {
    const digit = pattern.exec(market)?.[1];
    if (digit !== undefined) set = Number(digit);
  }
  if (set === null || set < 1 || set > TENNIS_SET_COLUMNS) return null;
  const home = teamSimilarity(selectionName, event.HomeName);
  const away = teamSimilarity(selectionName, event.AwayName);
  if (home > away) return { kind: 'setWinner', set, side: 'home' };
  if (away > home) return { kind: 'setWinner', set, side: 'away' };
  return null;
}

/**
 * The market a leg is on, from its selection name and market name, when it is one the feed's
 * final score decides for that sport; null for anything else (the match result is read from
 * the leg's feed outcome, not here).
 */
export function readFeedMarket(
  selectionName: string,
  marketName: string | null,
  event: Pick<FeedEvent, 'Sport' | 'HomeName' | 'AwayName'>,
): FeedMarket | null {
  if (selectionName.length > MARKET_TEXT_LIMIT) return null;
  if (marketName !== null && marketName.length > MARKET_TEXT_LIMIT) return null;
  const selection = plain(selectionName);
  const market = marketName === null || plain(marketName) === '' ? null : plain(marketName);
  if (selection === '') return null;
  const sport = event.Sport.toUpperCase();
  if (sport === 'FOOTBALL' || sport === 'SOCCER') {
    return totalGoals(selection, market) ?? bothTeamsScore(selection, market);
  }
  if (sport === 'TENNIS') return setWinner(selectionName, market, event);
  return null;
}

const isScore = (n: number | null): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0;

/** Whether one player's games against the other's close a set (6-4, 7-5, 7-6, 10-8 tie-break). */
const wonSet = (winner: number, loser: number): boolean =>
  (winner >= 6 && winner - loser >= 2) || (winner === 7 && loser === 6);

/**
 * A leg's result on one of these markets from its finished event:
 * - goals over/under: home + away goals against the line; a half line wins or loses, a whole
 *   line equal to the total is void (stakes back), a quarter line (2.25, 2.75) splits the stake
 *   in two bets and is left to the user: undecidable;
 * - both teams to score: whether both sides scored;
 * - set winner: that set's games as the feed lists them; a set not played to its end (a
 *   retirement, a set missing from the feed) is undecidable.
 * Undecidable too before the event finished or without its final score.
 */
export function feedMarketResult(market: FeedMarket, event: FeedEvent): FeedLegResult {
  if (event.State !== 'finished') return 'undecidable';
  const home = event.LiveScoreHome;
  const away = event.LiveScoreAway;
  switch (market.kind) {
    case 'totalGoals': {
      if (!isScore(home) || !isScore(away)) return 'undecidable';
      if (!Number.isInteger(market.line * 2)) return 'undecidable'; // a quarter line
      const total = home + away;
      if (total === market.line) return 'VOID';
      return total > market.line === (market.side === 'over') ? 'WON' : 'LOST';
    }
    case 'bothTeamsScore': {
      if (!isScore(home) || !isScore(away)) return 'undecidable';
      return (home > 0 && away > 0) === market.yes ? 'WON' : 'LOST';
    }
    case 'setWinner': {
      if (event.Stats_Tennis_Home_Sets === null || event.Stats_Tennis_Away_Sets === null) {
        return 'undecidable';
      }
      const homeGames = paddedSets(event.Stats_Tennis_Home_Sets)[market.set - 1] ?? 0;
      const awayGames = paddedSets(event.Stats_Tennis_Away_Sets)[market.set - 1] ?? 0;
      const won = wonSet(homeGames, awayGames)
        ? 'home'
        : wonSet(awayGames, homeGames)
          ? 'away'
          : null;
      if (won === null) return 'undecidable';
      return won === market.side ? 'WON' : 'LOST';
    }
  }
}
