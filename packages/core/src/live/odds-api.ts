import { z } from 'zod';
import type { LiveEvent } from '../contract/live-events.ts';
import type { FeedSourceEvent } from '../contract/feed-events.ts';

// The Odds API v4 (https://the-odds-api.com/liveapi/guides/v4/): the two responses the live
// feed reads. Unknown fields are ignored (zod strips them) so additions on their side do not
// break us; fields some sports leave out (outrights have no home/away team) are optional and
// such events are skipped when mapping.

/** One entry of GET /v4/sports/{sport}/scores/. Scores are strings in that API. */
export const oddsApiScoreEventSchema = z.object({
  id: z.string(),
  sport_key: z.string(),
  sport_title: z.string(),
  commence_time: z.string(),
  completed: z.boolean(),
  home_team: z.string().nullish(),
  away_team: z.string().nullish(),
  scores: z
    .array(z.object({ name: z.string(), score: z.union([z.string(), z.number()]).nullish() }))
    .nullish(),
  last_update: z.string().nullish(),
});
export type OddsApiScoreEvent = z.infer<typeof oddsApiScoreEventSchema>;
export const oddsApiScoresResponseSchema = z.array(oddsApiScoreEventSchema);

const oddsApiOutcomeSchema = z.object({ name: z.string(), price: z.number() });

const oddsApiMarketSchema = z.object({
  key: z.string(),
  last_update: z.string().nullish(),
  outcomes: z.array(oddsApiOutcomeSchema),
});

const oddsApiBookmakerSchema = z.object({
  key: z.string(),
  title: z.string(),
  last_update: z.string().nullish(),
  markets: z.array(oddsApiMarketSchema),
});

/** One entry of GET /v4/sports/{sport}/odds/?markets=h2h&oddsFormat=decimal. */
export const oddsApiOddsEventSchema = z.object({
  id: z.string(),
  sport_key: z.string(),
  sport_title: z.string().nullish(),
  commence_time: z.string(),
  home_team: z.string().nullish(),
  away_team: z.string().nullish(),
  bookmakers: z.array(oddsApiBookmakerSchema),
});
export type OddsApiOddsEvent = z.infer<typeof oddsApiOddsEventSchema>;
export const oddsApiOddsResponseSchema = z.array(oddsApiOddsEventSchema);

/** The Odds API names a draw outcome 'Draw' in the h2h market. */
const DRAW_OUTCOME = 'Draw';

/**
 * The live table's sport for an Odds API sport key: the group before the first '_'
 * ('soccer_spain_la_liga' → FOOTBALL, 'tennis_atp_madrid_open' → TENNIS,
 * 'basketball_nba' → BASKETBALL, 'icehockey_nhl' → ICEHOCKEY).
 */
export function sportFromOddsApiKey(sportKey: string): string {
  const group = sportKey.split('_')[0] ?? sportKey;
  switch (group) {
    case 'soccer':
      return 'FOOTBALL';
    case 'tennis':
      return 'TENNIS';
    case 'basketball':
      return 'BASKETBALL';
    default:
      return group.toUpperCase();
  }
}

/** A score as the API writes it ('2', or '245/6' in cricket: the runs) → a whole number, or null. */
function parseScore(score: string | number | null | undefined): number | null {
  if (typeof score === 'number') return Number.isSafeInteger(score) && score >= 0 ? score : null;
  const match = /^\s*(\d+)/.exec(score ?? '');
  return match?.[1] === undefined ? null : Number(match[1]);
}

/** Decimal odds with at most 3 decimals (house rule for odds at the edges); null unless > 1. */
function cleanPrice(price: number | undefined): number | null {
  if (price === undefined || !Number.isFinite(price) || price <= 1) return null;
  return Math.round(price * 1000) / 1000;
}

interface MatchOdds {
  home: number | null;
  draw: number | null;
  away: number | null;
}

/**
 * The h2h prices of one bookmaker, not a mix of several: of the bookmakers that price both
 * teams, the one with the lowest overround (Σ 1/price, i.e. the best value for the bettor);
 * the first listed wins a tie.
 */
function bestBookmakerOdds(
  event: OddsApiOddsEvent | undefined,
  home: string,
  away: string,
): MatchOdds | null {
  let best: { odds: MatchOdds; overround: number } | null = null;
  for (const bookmaker of event?.bookmakers ?? []) {
    const market = bookmaker.markets.find((m) => m.key === 'h2h');
    if (!market) continue;
    const price = (name: string) => cleanPrice(market.outcomes.find((o) => o.name === name)?.price);
    const odds = { home: price(home), draw: price(DRAW_OUTCOME), away: price(away) };
    if (odds.home === null || odds.away === null) continue;
    const overround = 1 / odds.home + 1 / odds.away + (odds.draw === null ? 0 : 1 / odds.draw);
    if (best === null || overround < best.overround) best = { odds, overround };
  }
  return best?.odds ?? null;
}

/**
 * The events in play at `now` (started, not completed) as live events, from The Odds API's
 * scores (which say what is live) joined by id to its h2h odds. Scores parsed to whole
 * numbers; odds from the best single bookmaker, Outcome1 = home, Outcome2 = away, OutcomeX =
 * 'Draw' when priced; labels '1', 'X', '2' only where there is a price. The API has no match
 * clock and no set scores: those fields are null. Keeps the order of `scores`; drops repeats.
 */
export function mapOddsApiEvents(
  scores: readonly OddsApiScoreEvent[],
  odds: readonly OddsApiOddsEvent[],
  now: Date,
): LiveEvent[] {
  return mapOddsApiFeed(scores, odds, now, 0)
    .filter((event) => event.State === 'live')
    .map(({ State: _state, ...event }) => event);
}

/** How far ahead the feed lists upcoming games of The Odds API (issue 36): two days. */
export const ODDS_API_UPCOMING_HORIZON_MS = 48 * 60 * 60 * 1000;

/**
 * The whole feed from the same two answers (issue 36): the games in play as in
 * mapOddsApiEvents, then the upcoming ones starting within `horizonMs` with their pre-match
 * odds (no score). The scores call without `daysFrom` lists live and upcoming games only, so
 * a game that ends leaves the answer: the feed then keeps it as finished with the last score it
 * showed (core mergeFeed), at no extra credit. Keeps the order of `scores`; drops repeats.
 */
export function mapOddsApiFeed(
  scores: readonly OddsApiScoreEvent[],
  odds: readonly OddsApiOddsEvent[],
  now: Date,
  horizonMs = ODDS_API_UPCOMING_HORIZON_MS,
): FeedSourceEvent[] {
  const oddsById = new Map(odds.map((event) => [event.id, event]));
  const seen = new Set<string>();
  const events: FeedSourceEvent[] = [];
  const nowMs = now.getTime();
  for (const event of scores) {
    const startMs = Date.parse(event.commence_time);
    const { home_team: home, away_team: away } = event;
    if (event.completed || Number.isNaN(startMs) || startMs > nowMs + horizonMs) continue;
    if (!home || !away || seen.has(event.id)) continue;
    seen.add(event.id);
    const upcoming = startMs > nowMs;
    const score = (team: string) =>
      upcoming ? null : parseScore(event.scores?.find((entry) => entry.name === team)?.score);
    const prices = bestBookmakerOdds(oddsById.get(event.id), home, away);
    events.push({
      RowId: `odds-api-${event.id}`,
      Sport: sportFromOddsApiKey(event.sport_key),
      LeagueName: event.sport_title,
      HomeName: home,
      AwayName: away,
      EventStartTimeUTC: new Date(startMs).toISOString(),
      LiveScoreHome: score(home),
      LiveScoreAway: score(away),
      LiveMatchClockMinute: null,
      LiveMatchClockPeriod: null,
      Outcome1_Label: prices ? '1' : null,
      Outcome1_Odds: prices?.home ?? null,
      OutcomeX_Label: prices?.draw ? 'X' : null,
      OutcomeX_Odds: prices?.draw ?? null,
      Outcome2_Label: prices ? '2' : null,
      Outcome2_Odds: prices?.away ?? null,
      Stats_Tennis_Home_Sets: null,
      Stats_Tennis_Away_Sets: null,
      Stats_Tennis_HomeServe: null,
      State: upcoming ? 'upcoming' : 'live',
    });
  }
  return events;
}
